import * as v from 'valibot';
import { checkboxSchema } from '../consent/opt-in';
import { emailSchema } from '../email/email';
import type { ErrorCode } from '../errors/error-codes';
import { fieldCodes } from '../errors/field-errors';
import { type ParsedBody, parseBody } from '../errors/parse-body';
import { LANGUAGES } from '../language/languages';
import { fullNameSchema } from '../person/person-name';
import { phoneSchema } from '../phone/georgian-phone';
import { companyCodeSchema } from './company-code';
import { companyAddressSchema, companyNameSchema } from './company-name';
import { participantsSchema } from './participants';

/** The most seats one invoice buys; the cohort's seats left are checked by the server. */
const MAX_INVOICE_SEATS = 100;

/** The company form's fields, in the order the page shows them. */
export const COMPANY_INVOICE_FIELDS = [
  'companyName',
  'companyCode',
  'companyAddress',
  'contactName',
  'contactEmail',
  'contactPhone',
  'seats',
  'participants',
  'terms',
] as const;

/** One field of the company form. */
export type CompanyInvoiceField = (typeof COMPANY_INVOICE_FIELDS)[number];

const seatsSchema = v.pipe(
  v.union([v.number(), v.string()], 'seats.invalid' satisfies ErrorCode),
  v.transform((value) => (typeof value === 'number' ? value : Number(value.trim() || Number.NaN))),
  v.integer('seats.invalid' satisfies ErrorCode),
  v.minValue(1, 'seats.invalid' satisfies ErrorCode),
  v.maxValue(MAX_INVOICE_SEATS, 'seats.invalid' satisfies ErrorCode),
);

/**
 * The company purchase form (docs/purchase.md "Company invoices"): the company, its billing contact
 * (the site's name, e-mail and phone rules), the seats, the optional participants, the terms. One
 * schema for the browser's check and the server's form action.
 */
const CompanyInvoiceSchema = v.pipe(
  v.strictObject(
    {
      companyName: companyNameSchema,
      companyCode: companyCodeSchema,
      companyAddress: v.optional(companyAddressSchema, ''),
      contactName: fullNameSchema,
      contactEmail: emailSchema,
      contactPhone: phoneSchema,
      seats: seatsSchema,
      participants: v.optional(participantsSchema, ''),
      terms: v.pipe(
        checkboxSchema,
        v.check((ticked) => ticked, 'terms.required' satisfies ErrorCode),
      ),
      language: v.picklist(LANGUAGES, 'VALIDATION_ERROR' satisfies ErrorCode),
    },
    'VALIDATION_ERROR' satisfies ErrorCode,
  ),
  v.forward(
    v.check(
      (form) => form.participants.length <= form.seats,
      'participants.too_many' satisfies ErrorCode,
    ),
    ['participants'],
  ),
);

/** A validated company purchase. */
export type CompanyInvoiceRequest = v.InferOutput<typeof CompanyInvoiceSchema>;

const REQUIRED_CODES: Readonly<Record<string, ErrorCode>> = {
  companyName: 'company_name.required',
  companyCode: 'company_code.required',
  contactName: 'full_name.required',
  contactEmail: 'email.required',
  contactPhone: 'phone.required',
  seats: 'seats.invalid',
  terms: 'terms.required',
  language: 'VALIDATION_ERROR',
};

/** Validates the form; the bare `+995 ` of the phone field counts as empty. */
export function parseCompanyInvoiceForm(
  input: Readonly<Record<string, unknown>>,
): ParsedBody<CompanyInvoiceRequest> {
  const phone = input.contactPhone;
  const contactPhone = typeof phone === 'string' ? phone.replace(/^\s*\+995\s*$/, '') : phone;
  return parseBody(CompanyInvoiceSchema, { ...input, contactPhone }, REQUIRED_CODES);
}

/** The field errors of refused issues, first per field. */
export function companyInvoiceFieldErrors(
  issues: readonly { readonly field: string; readonly code: string }[],
): Partial<Record<CompanyInvoiceField, ErrorCode>> {
  return fieldCodes(COMPANY_INVOICE_FIELDS, issues);
}
