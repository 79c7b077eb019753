import { type PromoCode, promoWindowAt } from '../site-config/promo-code';
import type { Cohort } from '../site-config/site-config';

/*
 * Promo codes a valid file still gets wrong or keeps for nothing (docs/purchase.md "Promo codes"):
 * warnings for `ops config check`, as data, like the calendar's.
 */

/** What the warnings read of a configuration: the cohorts' numbers and the codes. */
interface PromoCodeConfig {
  readonly cohorts: readonly Pick<Cohort, 'number'>[];
  readonly promoCodes: readonly PromoCode[];
}

/** One promo code that needs the operator's eye. */
export type PromoCodeWarning =
  /**
   * Its `cohorts` names cohorts the file does not configure (`unknown`); `usable` is false when it
   * names no configured cohort at all, so no buyer can ever use it.
   */
  | {
      readonly code: 'promo_code_unknown_cohorts';
      readonly promoCode: string;
      readonly unknown: readonly number[];
      readonly usable: boolean;
    }
  /** Its `validUntil` has passed: harmless, every buyer is refused it, but stale. */
  | { readonly code: 'promo_code_expired'; readonly promoCode: string; readonly validUntil: Date };

function cohortWarnings(config: PromoCodeConfig): PromoCodeWarning[] {
  const configured = new Set(config.cohorts.map((cohort) => cohort.number));
  return config.promoCodes.flatMap((promo) => {
    const unknown = (promo.cohorts ?? []).filter((number) => !configured.has(number));
    if (unknown.length === 0) return [];
    const usable = unknown.length < (promo.cohorts?.length ?? 0);
    return [{ code: 'promo_code_unknown_cohorts', promoCode: promo.code, unknown, usable }];
  });
}

function expiryWarnings(config: PromoCodeConfig, now: Date): PromoCodeWarning[] {
  return config.promoCodes.flatMap((promo) =>
    promo.validUntil !== undefined && promoWindowAt(promo, now) === 'expired'
      ? [{ code: 'promo_code_expired', promoCode: promo.code, validUntil: promo.validUntil }]
      : [],
  );
}

/** The promo code warnings at `now`: unknown cohorts first, then expired codes, each in file order. */
export function promoCodeWarnings(config: PromoCodeConfig, now: Date): PromoCodeWarning[] {
  return [...cohortWarnings(config), ...expiryWarnings(config, now)];
}
