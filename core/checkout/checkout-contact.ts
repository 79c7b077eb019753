import * as v from 'valibot';
import { checkboxSchema } from '../consent/opt-in';
import { emailSchema } from '../email/email';
import type { ErrorCode } from '../errors/error-codes';
import { fieldCodes } from '../errors/field-errors';
import { type ParsedBody, parseBody } from '../errors/parse-body';
import { LANGUAGES, type Language } from '../language/languages';
import { personNameSchema } from '../person/person-name';
import { formatPhoneDisplay } from '../phone/format-phone';
import { phoneSchema } from '../phone/georgian-phone';
import { parseUtmData, type UtmData } from '../registration/utm-data';
import type { CheckoutContactErrors, CheckoutContactValues } from './checkout-contact-form';
import { CHECKOUT_FORM_FIELDS } from './checkout-form-fields';
import type { CheckoutContact as SavedContact } from './stored-contact';

/**
 * The checkout's contact step and `POST /api/checkout` body (docs/validation.md "Checkout form"):
 * no amount, currency or product, as the server prices the order. One schema for the route, the
 * form and the order's value objects.
 */
const CheckoutContactSchema = v.strictObject(
  {
    firstName: personNameSchema,
    lastName: personNameSchema,
    email: emailSchema,
    phoneNumber: phoneSchema,
    language: v.picklist(LANGUAGES, 'VALIDATION_ERROR' satisfies ErrorCode),
    // Two separate, unticked checkboxes (docs/legal.md "Marketing opt-in", docs/purchase.md
    // "Express start"): absent is no.
    marketingOptIn: checkboxSchema,
    expressStart: checkboxSchema,
    utm: v.optional(
      v.pipe(
        v.record(v.string(), v.unknown(), 'VALIDATION_ERROR' satisfies ErrorCode),
        v.transform(parseUtmData),
      ),
    ),
    // The token of a waiting-list offer's personal link (docs/purchase.md "Waiting list").
    offerToken: v.optional(v.pipe(v.string(), v.maxLength(128))),
    // As typed (or carried by a `?code=` link); the server alone decides what it is worth
    // (docs/purchase.md "Promo codes"). Blank is none.
    promoCode: v.optional(
      v.pipe(
        v.string('VALIDATION_ERROR' satisfies ErrorCode),
        v.trim(),
        v.maxLength(64, 'PROMO_CODE_UNKNOWN' satisfies ErrorCode),
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

/** The form's field errors from the schema's or the server's issues. */
export function contactFieldErrors(
  issues: readonly { readonly field: string; readonly code: string }[],
): CheckoutContactErrors {
  return fieldCodes(CHECKOUT_FORM_FIELDS, issues);
}

/**
 * The contact form's values validated with the route's schema, as the server's form action (a post
 * without JavaScript) and the browser's form both need it: the prefilled `+995 ` alone is an empty
 * field, not a short number.
 */
export function parseCheckoutForm(
  values: CheckoutContactValues,
  page: {
    readonly language: Language;
    readonly utm?: UtmData;
    /** The two checkboxes of the step: `on` (an HTML post) or true when ticked. */
    readonly marketingOptIn?: boolean | 'on' | undefined;
    readonly expressStart?: boolean | 'on' | undefined;
    /** As typed; blank is none (docs/purchase.md "Promo codes"). */
    readonly promoCode?: string | undefined;
  },
): ParsedBody<CheckoutContact> {
  const phoneNumber = values.phoneNumber.replace(/^\s*\+995\s*$/, '');
  return parseCheckoutContact({ ...values, phoneNumber, ...page });
}

/** A validated form (as saved and shown in the summary), or the first reason per refused field. */
export type ContactFormResult =
  | { readonly ok: true; readonly contact: SavedContact }
  | { readonly ok: false; readonly errors: CheckoutContactErrors };

/**
 * Validates the contact form with the route's schema. The prefilled `+995 ` alone is an empty field,
 * not a short number. The contact it returns is what the summary shows and session storage keeps:
 * the schema's output with the phone in its display form `+995 5XX XXX XXX`, and the promo code
 * (trimmed) when one was typed.
 */
export function parseContactForm(
  values: CheckoutContactValues & { readonly promoCode?: string },
  language: Language,
): ContactFormResult {
  const parsed = parseCheckoutForm(values, { language });
  if (!parsed.ok) return { ok: false, errors: contactFieldErrors(parsed.issues) };
  const { firstName, lastName, email, promoCode } = parsed.value;
  const contact = {
    firstName,
    lastName,
    email,
    phoneNumber: formatPhoneDisplay(parsed.value.phoneNumber),
    ...(promoCode ? { promoCode } : {}),
  };
  return { ok: true, contact };
}
