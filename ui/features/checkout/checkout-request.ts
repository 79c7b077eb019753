import type { ChargedPromo, CheckoutInitiation } from '../../../core/checkout/checkout-steps';
import type { CheckoutContact } from '../../../core/checkout/stored-contact';
import type { Language } from '../../../core/language/languages';
import type { UtmData } from '../../../core/registration/utm-data';
import { type ApiFieldIssue, apiPost } from '../../lib/api/api-client';

/** The body of `POST /api/checkout` (docs/purchase.md): no amount, ever — the server prices it. */
export interface CheckoutRequestBody {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phoneNumber: string;
  readonly language: Language;
  readonly utm?: UtmData;
  readonly marketingOptIn?: boolean;
  readonly expressStart?: boolean;
  /** As typed, trimmed; the server alone decides what it is worth (docs/purchase.md "Promo codes"). */
  readonly promoCode?: string;
}

/** What the checkout initiation came to: the payment step's data, or a code and refused fields. */
export type CheckoutInitiationResult =
  | { readonly ok: true; readonly initiation: CheckoutInitiation }
  | { readonly ok: false; readonly code: string; readonly issues: readonly ApiFieldIssue[] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A whole, positive number of tetri. */
function isPositiveTetri(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/** The answer's `promo`: the code and what it took off, or undefined for `null` or anything else. */
function readChargedPromo(promo: unknown): ChargedPromo | undefined {
  if (!isRecord(promo) || typeof promo.code !== 'string' || promo.code === '') return undefined;
  return isPositiveTetri(promo.discountTetri)
    ? { code: promo.code, discountTetri: promo.discountTetri }
    : undefined;
}

/** Reads the 201 answer; anything else is an invalid response (never trusted half-way). */
export function readInitiation(data: unknown): CheckoutInitiation | undefined {
  if (!isRecord(data) || !isRecord(data.widget)) return undefined;
  const { checkoutToken, orderToken, amountTetri, widget } = data;
  const { scriptUrl, styleUrl } = widget;
  if (typeof checkoutToken !== 'string' || checkoutToken === '') return undefined;
  if (typeof orderToken !== 'string' || orderToken === '') return undefined;
  if (!isPositiveTetri(amountTetri)) return undefined;
  if (typeof scriptUrl !== 'string' || typeof styleUrl !== 'string') return undefined;
  const promo = readChargedPromo(data.promo);
  const initiation = { checkoutToken, orderToken, amountTetri, widget: { scriptUrl, styleUrl } };
  return promo === undefined ? initiation : { ...initiation, promo };
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
  if (!result.ok) return { ok: false, code: result.code, issues: result.issues ?? [] };
  const initiation = readInitiation(result.data);
  return initiation
    ? { ok: true, initiation }
    : { ok: false, code: 'INVALID_RESPONSE_FORMAT', issues: [] };
}
