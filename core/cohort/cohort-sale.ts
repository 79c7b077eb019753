import type { Cohort } from '../site-config/site-config';
import type { CohortOffer } from './cohort-on-sale';

/** The four sale states a visitor can meet (docs/purchase.md "Sale states"). */
export type SaleState = 'open' | 'full' | 'not_yet_open' | 'closed';

/** The offer with its seats: open with seats left, full, not yet open (and when), or closed. */
export type CohortSale =
  | { readonly state: 'open'; readonly cohort: Cohort; readonly seatsLeft: number }
  | { readonly state: 'full'; readonly cohort: Cohort; readonly seatsLeft: 0 }
  | { readonly state: 'not_yet_open'; readonly cohort: Cohort; readonly opensAt: Date }
  | { readonly state: 'closed' };

/**
 * The sale state once the store has counted the seats taken (paid orders and live reservations) of
 * the offered cohort: seats left = capacity − taken, never below zero; none left is `full`.
 */
export function cohortSale(offer: CohortOffer, seatsTaken: number): CohortSale {
  if (offer.status === 'closed') return { state: 'closed' };
  if (offer.status === 'not_yet_open') {
    return { state: 'not_yet_open', cohort: offer.cohort, opensAt: offer.opensAt };
  }
  const seatsLeft = Math.max(0, offer.cohort.maxCapacity - seatsTaken);
  return seatsLeft === 0
    ? { state: 'full', cohort: offer.cohort, seatsLeft: 0 }
    : { state: 'open', cohort: offer.cohort, seatsLeft };
}

/** Why a checkout is refused in a sale state; `undefined` while seats are on sale. */
export type SaleRefusalCode = 'COHORT_FULL' | 'REGISTRATION_NOT_OPEN' | 'REGISTRATION_CLOSED';

/** The stable code `POST /api/checkout` answers when nothing can be bought (docs/validation.md). */
export function saleRefusal(state: SaleState): SaleRefusalCode | undefined {
  switch (state) {
    case 'open':
      return undefined;
    case 'full':
      return 'COHORT_FULL';
    case 'not_yet_open':
      return 'REGISTRATION_NOT_OPEN';
    case 'closed':
      return 'REGISTRATION_CLOSED';
  }
}
