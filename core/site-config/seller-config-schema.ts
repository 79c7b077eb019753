import * as v from 'valibot';
import { isGeorgianIban } from '../money/iban';
import { bilingualField } from './config-fields';

/**
 * The account a company's bank transfer goes to (docs/purchase.md "Company invoices"): printed on
 * every invoice; without it invoices are not offered.
 */
const bankAccountSchema = v.strictObject({
  bankName: bilingualField,
  /** SWIFT/BIC: 8 or 11 characters, e.g. BAGAGE22. */
  swift: v.pipe(
    v.string('must be text'),
    v.regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'must be a SWIFT/BIC code, e.g. BAGAGE22'),
  ),
  /** The GEL account, e.g. GE29NB0000000101904917. */
  iban: v.pipe(
    v.string('must be text'),
    v.check(
      isGeorgianIban,
      'must be a Georgian IBAN (GE, 2 check digits, 2 letters, 16 digits) whose check digits are right',
    ),
  ),
});

/**
 * Who sells the course, as the checkout, the receipt, the footer and the legal pages name it (Georgian
 * consumer law wants the trader identified). `example: true` marks placeholder data that must be
 * replaced before selling; the console's `config check` reports it.
 */
export const sellerConfigSchema = v.strictObject({
  example: v.optional(v.boolean('must be true or false'), false),
  legalName: bilingualField,
  /** e.g. შეზღუდული პასუხისმგებლობის საზოგადოება / Limited Liability Company. */
  legalForm: bilingualField,
  /** 9 digits for a company, 11 (the personal number) for an individual entrepreneur. */
  identificationCode: v.pipe(
    v.string('must be text'),
    v.regex(
      /^(\d{9}|\d{11})$/,
      'must be 9 digits (a company) or 11 digits (an individual entrepreneur)',
    ),
  ),
  legalAddress: bilingualField,
  /** International format, e.g. +995322000000. */
  phone: v.pipe(
    v.string('must be text'),
    v.regex(
      /^\+995\d{9}$/,
      'must be a Georgian number in international format, e.g. +995322123456',
    ),
  ),
  vatRegistered: v.boolean('must be true or false'),
  /** The one address buyers write to (support, privacy and refund requests). */
  supportEmail: v.pipe(v.string('must be text'), v.email('must be an e-mail address')),
  bankAccount: v.optional(bankAccountSchema),
});
