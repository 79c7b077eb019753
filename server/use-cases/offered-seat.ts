import { cohortOnSale } from '../../core/cohort/cohort-on-sale';
import type { WaitlistOfferRecord, WaitlistReader } from '../../core/ports/waitlist-store';
import type { Cohort } from '../../core/site-config/site-config';
import { isOfferLive, isOfferToken } from '../../core/waitlist/waitlist-offers';

/**
 * The waiting-list offer a personal link carries (docs/purchase.md "Waiting list"), when it still
 * holds a seat of the cohort on sale at `now`: its holder may take that seat even when every other
 * seat is gone. Undefined for no token, an unknown or malformed one, a used or expired offer, or an
 * offer of another cohort.
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
