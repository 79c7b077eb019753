import type { CheckoutInitiation } from '../../../core/checkout/checkout-steps';
import type {
  CheckoutContactErrors,
  CheckoutContactField,
} from '../../../core/checkout/contact-form';
import { CHECKOUT_CONTACT_FIELDS } from '../../../core/checkout/contact-form';
import type { CheckoutContact } from '../../../core/checkout/stored-contact';
import { isErrorCode } from '../../../core/errors/error-codes';
import type { UtmData } from '../../../core/registration/utm-data';
import type { Language } from '../../../core/site/languages';
import { type ApiResult, apiPost } from '../../lib/api/api-client';

/** The body of `POST /api/checkout` (docs/purchase.md "Checkout"): no amount, ever — the server prices it. */
export interface CheckoutRequestBody {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phoneNumber: string;
  readonly language: Language;
  readonly utm?: UtmData;
}

/** What the checkout initiation came to: the payment step's data, or a code and field errors. */
export type CheckoutInitiationResult =
  | { readonly ok: true; readonly initiation: CheckoutInitiation }
  | { readonly ok: false; readonly code: string; readonly fieldErrors: CheckoutContactErrors };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads the 201 answer; anything else is an invalid response (never trusted half-way). */
export function readInitiation(data: unknown): CheckoutInitiation | undefined {
  if (!isRecord(data) || !isRecord(data.widget)) return undefined;
  const { checkoutToken, orderToken, amountTetri, widget } = data;
  const { scriptUrl, styleUrl } = widget;
  if (typeof checkoutToken !== 'string' || checkoutToken === '') return undefined;
  if (typeof orderToken !== 'string' || orderToken === '') return undefined;
  if (typeof amountTetri !== 'number' || !Number.isInteger(amountTetri) || amountTetri <= 0) {
    return undefined;
  }
  if (typeof scriptUrl !== 'string' || typeof styleUrl !== 'string') return undefined;
  return { checkoutToken, orderToken, amountTetri, widget: { scriptUrl, styleUrl } };
}

/** Maps the server's field issues (`{ field, code }`) onto the form's fields. */
function toFieldErrors(result: Extract<ApiResult<unknown>, { ok: false }>): CheckoutContactErrors {
  const errors: Partial<Record<CheckoutContactField, (typeof result)['code']>> = {};
  for (const issue of result.issues ?? []) {
    const field = CHECKOUT_CONTACT_FIELDS.find((candidate) => candidate === issue.field);
    if (field && isErrorCode(issue.code) && errors[field] === undefined) errors[field] = issue.code;
  }
  return errors as CheckoutContactErrors;
}

/**
 * Starts the checkout. Not retried: a second POST could create a second order, and the visitor can
 * press the button again after the error toast.
 */
export async function initiateCheckout(
  contact: CheckoutContact,
  language: Language,
  utm: UtmData,
  post: typeof apiPost = apiPost,
): Promise<CheckoutInitiationResult> {
  const body: CheckoutRequestBody = {
    ...contact,
    language,
    ...(Object.keys(utm).length > 0 ? { utm } : {}),
  };
  const result = await post<unknown>('/checkout', body, {
    retry: { retries: 0 },
    retryWithoutAnswer: false,
  });
  if (!result.ok) return { ok: false, code: result.code, fieldErrors: toFieldErrors(result) };
  const initiation = readInitiation(result.data);
  return initiation
    ? { ok: true, initiation }
    : { ok: false, code: 'INVALID_RESPONSE_FORMAT', fieldErrors: {} };
}
