import type { Money } from '../money/tetri-count';
import { instalmentAvailable } from '../payment/instalment-offer';
import type { Cohort, InstalmentOffer } from '../site-config/site-config';

/** A price of a cohort still to start that the bank does not lend (docs/purchase.md "Bank instalments"). */
export interface InstalmentWarning {
  readonly code: 'instalment_price_outside';
  readonly cohort: number;
  readonly price: Money;
  readonly minimumAmount: Money;
  readonly maximumAmount: Money;
}

/**
 * The prices of cohorts starting after `now` that fall outside the amounts the bank lends: their
 * buyers are offered the card alone, which the operator should know (`ops config check`).
 */
export function instalmentWarnings(
  config: { readonly cohorts: readonly Cohort[]; readonly instalments: InstalmentOffer | null },
  now: Date,
): InstalmentWarning[] {
  const offer = config.instalments;
  if (offer === null) return [];
  return config.cohorts
    .filter((cohort) => cohort.startDate > now)
    .flatMap((cohort) =>
      [...new Set([cohort.prices.earlyBird, cohort.prices.current])]
        .filter((price) => !instalmentAvailable(offer, price))
        .map((price) => ({
          code: 'instalment_price_outside' as const,
          cohort: cohort.number,
          price,
          minimumAmount: offer.minimumAmount,
          maximumAmount: offer.maximumAmount,
        })),
    );
}
