import { cohortOnSale } from '../../core/cohort/cohort-on-sale';
import type { WaitlistOfferRecord, WaitlistReader } from '../../core/ports/waitlist-store';
import type { Cohort } from '../../core/site-config/site-config';
import { isOfferLive, isOfferToken } from '../../core/waitlist/waitlist-offers';

/**
 * The waiting-list offer a personal link carries while it holds a seat of the cohort on sale at
 * `now` (docs/purchase.md "Waiting list"): its holder may take that seat even when every other is
 * gone. Undefined for any other token.
 */
export async function liveOfferSeat(
  reader: Pick<WaitlistReader, 'findWaitlistOfferByToken'>,
  cohorts: readonly Cohort[],
  token: string | undefined,
  now: Date,
): Promise<WaitlistOfferRecord | undefined> {
  if (token === undefined || !isOfferToken(token)) return undefined;
  const sale = cohortOnSale(cohorts, now);
  if (sale.status !== 'open') return undefined;
  const offer = await reader.findWaitlistOfferByToken(token);
  if (offer === null || offer.cohortNumber !== sale.cohort.number) return undefined;
  return isOfferLive(offer, now) ? offer : undefined;
}
