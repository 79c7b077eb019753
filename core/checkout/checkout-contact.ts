import * as v from 'valibot';
import { emailSchema } from '../email/email';
import type { ErrorCode } from '../errors/error-codes';
import { type ParsedBody, parseBody } from '../errors/parse-body';
import { personNameSchema } from '../person/person-name';
import { phoneSchema } from '../phone/georgian-phone';
import { parseUtmData } from '../registration/utm-data';
import { LANGUAGES } from '../site/languages';

/**
 * The checkout's contact step and `POST /api/checkout` body (docs/purchase.md "Checkout" checkout, docs/validation.md "Checkout form" rules): first
 * and last name (≥ 2 characters after trimming), e-mail, Georgian mobile, the page language and the
 * page's utm tags. No amount, currency or product: the server prices the order. Unknown keys refused.
 */
export const CheckoutContactSchema = v.strictObject(
  {
    firstName: personNameSchema,
    lastName: personNameSchema,
    email: emailSchema,
    phoneNumber: phoneSchema,
    language: v.picklist(LANGUAGES, 'VALIDATION_ERROR' satisfies ErrorCode),
    utm: v.optional(
      v.pipe(
        v.record(v.string(), v.unknown(), 'VALIDATION_ERROR' satisfies ErrorCode),
        v.transform(parseUtmData),
      ),
    ),
  },
  'VALIDATION_ERROR' satisfies ErrorCode,
);

/** A validated checkout contact: names trimmed, e-mail lowercased, phone E.164. */
export type CheckoutContact = v.InferOutput<typeof CheckoutContactSchema>;

const REQUIRED_CODES: Readonly<Record<string, ErrorCode>> = {
  firstName: 'name.required',
  lastName: 'name.required',
  email: 'email.required',
  phoneNumber: 'phone.required',
  language: 'VALIDATION_ERROR',
};

/** Validates a checkout body; refusals are field/code pairs, first issue per field. */
export function parseCheckoutContact(input: unknown): ParsedBody<CheckoutContact> {
  return parseBody(CheckoutContactSchema, input, REQUIRED_CODES);
}
