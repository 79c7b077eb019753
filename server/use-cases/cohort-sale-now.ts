import { seatHeldSince } from '../../core/checkout/seat-hold';
import { cohortOnSale } from '../../core/cohort/cohort-on-sale';
import { type CohortSale, cohortSale } from '../../core/cohort/cohort-sale';
import type { SeatReader } from '../../core/ports/seat-store';
import type { Cohort } from '../../core/site-config/site-config';

/**
 * What is on sale at `now` (docs/purchase.md "Sale states"): the cohort the clock puts on sale
 * (`cohortOnSale`) and, when one is open, its seats left from the store: capacity minus paid orders,
 * orders whose 30-minute hold is still running and open waiting-list offers. Inside a checkout
 * transaction, `reader` is the transaction after `lockCohortSales`, so the count cannot change
 * before the order is inserted, and `releasing` counts the seats that are this buyer's own: their
 * open holds, which pass to the order being opened, and the offer their personal link carries.
 */
export async function cohortSaleNow(
  reader: Pick<SeatReader, 'countCohortSeats'>,
  cohorts: readonly Cohort[],
  now: Date,
  releasing = 0,
): Promise<CohortSale> {
  const offer = cohortOnSale(cohorts, now);
  if (offer.status !== 'open') return cohortSale(offer, 0);
  const seats = await reader.countCohortSeats(offer.cohort.number, seatHeldSince(now));
  return cohortSale(offer, seats.paid + seats.held + seats.offered - releasing);
}
