import { seatHeldSince } from '../../core/checkout/seat-hold';
import { cohortOnSale } from '../../core/cohort/cohort-on-sale';
import { type CohortSale, cohortSale } from '../../core/cohort/cohort-sale';
import type { SeatReader } from '../../core/ports/seat-store';
import type { Cohort } from '../../core/site-config/site-config';

/**
 * What is on sale at `now` with the seats left (docs/purchase.md "Sale states"). In a checkout,
 * `reader` is the transaction after `lockCohortSales`, so the count holds until the insert, and
 * `releasing` counts the buyer's own holds and offer.
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
