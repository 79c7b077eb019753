import type { Money } from '../money/money';

/** How much a code takes off: a share of the price, or a fixed amount. */
export type PromoDiscount =
  | { readonly kind: 'percent'; readonly percent: number }
  | { readonly kind: 'amount'; readonly amount: Money };

/** A promo code the operator configured (docs/purchase.md "Promo codes"). */
export interface PromoCode {
  /** Upper case, as `normalizePromoCode` makes what a buyer types. */
  readonly code: string;
  readonly discount: PromoDiscount;
  /** The cohorts it buys; every cohort when absent. */
  readonly cohorts?: readonly number[];
  /** From when it is accepted; at once when absent. */
  readonly validFrom?: Date;
  /** Until when it is accepted (exclusive); for ever when absent. */
  readonly validUntil?: Date;
  /** Orders that may carry it (paid, and unpaid ones still holding a seat); no cap when absent. */
  readonly maxUses?: number;
  /**
   * Whether it comes off the early-bird price. When not, it comes off the regular price and the
   * buyer pays whichever of the two prices is lower.
   */
  readonly combinesWithEarlyBird: boolean;
}

/** Where a code's window stands at an instant: before `validFrom`, inside it, or from `validUntil` on. */
export type PromoWindow = 'not_yet_valid' | 'active' | 'expired';

/** Whether `promo` is accepted at `now` by its dates alone (the end is exclusive). */
export function promoWindowAt(
  promo: Pick<PromoCode, 'validFrom' | 'validUntil'>,
  now: Date,
): PromoWindow {
  if (promo.validFrom !== undefined && now < promo.validFrom) return 'not_yet_valid';
  if (promo.validUntil !== undefined && now >= promo.validUntil) return 'expired';
  return 'active';
}

/** Latin letters, digits and hyphens: what a code may be made of, typed or in a link. */
const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,23}$/;

/**
 * A typed or linked code in the one form codes are compared in: trimmed, Latin letters upper-cased
 * (ASCII only: a code is never Georgian text); undefined when it cannot be a code.
 */
export function normalizePromoCode(text: string): string | undefined {
  const upper = text.trim().replace(/[a-z]/g, (letter) => letter.toUpperCase());
  return PROMO_CODE_PATTERN.test(upper) ? upper : undefined;
}

/** The configured code a buyer typed, if any. */
export function findPromoCode(codes: readonly PromoCode[], typed: string): PromoCode | undefined {
  const code = normalizePromoCode(typed);
  return code === undefined ? undefined : codes.find((promo) => promo.code === code);
}
