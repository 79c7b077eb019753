import { seatHeldSince } from '../../core/checkout/seat-hold';
import { cohortOnSale } from '../../core/cohort/cohort-on-sale';
import { DEFAULT_LANGUAGE } from '../../core/language/languages';
import type { Clock } from '../../core/ports/clock';
import type { Ids } from '../../core/ports/ids';
import type { LeadRecord } from '../../core/ports/lead-store';
import type { OutboxTransaction } from '../../core/ports/outbox-store';
import type { RegistrationStore } from '../../core/ports/registration-store';
import type { WaitlistOfferRecord, WaitlistTransaction } from '../../core/ports/waitlist-store';
import { pagePath } from '../../core/site/routes';
import type { Cohort } from '../../core/site-config/site-config';
import {
  isOfferLive,
  nextOffers,
  offerExpiresAt,
  WAITLIST_SOURCE,
} from '../../core/waitlist/waitlist-offers';
import { waitlistOfferMessages } from './waitlist-offer-messages';

/** What offering freed seats needs. */
export interface OfferFreedSeatsDependencies {
  readonly store: Pick<RegistrationStore, 'transaction' | 'listLeads'>;
  readonly clock: Clock;
  readonly ids: Ids;
  readonly cohorts: () => readonly Cohort[];
  /** The site's public origin, for the personal link. */
  readonly siteOrigin: string;
}

/** What one round did. */
export interface OfferRoundOutcome {
  readonly expired: number;
  readonly offered: number;
}

/** The personal link of an offer: the checkout, in the person's language, carrying the offer's token. */
export function offerLink(siteOrigin: string, lead: LeadRecord, token: string): string {
  const path = pagePath(lead.language ?? DEFAULT_LANGUAGE, 'checkout');
  return `${siteOrigin}${path}?offer=${encodeURIComponent(token)}`;
}

/** Offers past their expiry stop holding their seat: each passes to the next person this round. */
async function expireOffers(tx: WaitlistTransaction, now: Date): Promise<number> {
  let expired = 0;
  for (const offer of await tx.listWaitlistOffers()) {
    if (offer.status !== 'open' || isOfferLive(offer, now)) continue;
    if (await tx.closeWaitlistOffer({ id: offer.id, status: 'expired', at: now })) expired += 1;
  }
  return expired;
}

async function makeOffer(
  deps: OfferFreedSeatsDependencies,
  tx: WaitlistTransaction & OutboxTransaction,
  lead: LeadRecord,
  cohort: Cohort,
  now: Date,
): Promise<void> {
  const offer: WaitlistOfferRecord = {
    id: deps.ids.newId(),
    leadId: lead.id,
    cohortNumber: cohort.number,
    token: deps.ids.newToken(),
    status: 'open',
    offeredAt: now,
    expiresAt: offerExpiresAt(now),
    registrationId: null,
    closedAt: null,
  };
  await tx.insertWaitlistOffer(offer);
  await tx.enqueueOutbox(
    waitlistOfferMessages({
      person: {
        email: lead.email,
        phone: lead.phone,
        name: lead.fullName,
        language: lead.language ?? DEFAULT_LANGUAGE,
      },
      offer: {
        id: offer.id,
        url: offerLink(deps.siteOrigin, lead, offer.token),
        expiresAt: offer.expiresAt,
        cohortNumber: cohort.number,
        cohortStartsAt: cohort.startDate,
      },
      ids: deps.ids,
      now,
    }),
  );
}

/**
 * The waiting list acts (docs/purchase.md "Waiting list"): expired offers close, and each seat of
 * the cohort on sale that nobody pays for, holds or was offered goes to the next person waiting.
 * Under the cohort's sales lock, so a checkout cannot take the seat being offered.
 */
export async function offerFreedSeats(
  deps: OfferFreedSeatsDependencies,
): Promise<OfferRoundOutcome> {
  const now = deps.clock.now();
  const sale = cohortOnSale(deps.cohorts(), now);
  const waiting =
    sale.status === 'open'
      ? await deps.store.listLeads({ source: WAITLIST_SOURCE, createdBefore: now })
      : [];
  return deps.store.transaction(async (tx) => {
    const expired = await expireOffers(tx, now);
    if (sale.status !== 'open') return { expired, offered: 0 };
    const cohort = sale.cohort;
    await tx.lockCohortSales(cohort.number);
    const seats = await tx.countCohortSeats(cohort.number, seatHeldSince(now));
    const offeredLeadIds = new Set(
      (await tx.listWaitlistOffers(cohort.number)).map((o) => o.leadId),
    );
    const byId = new Map(waiting.map((lead) => [lead.id, lead]));
    let freeSeats = cohort.maxCapacity - seats.paid - seats.held - seats.offered;
    let offered = 0;
    while (freeSeats > 0) {
      const people = waiting.map((lead) => ({
        leadId: lead.id,
        email: lead.email,
        joinedAt: lead.createdAt,
      }));
      const [next] = nextOffers({ waiting: people, offeredLeadIds, freeSeats: 1 });
      const lead = next === undefined ? undefined : byId.get(next.leadId);
      if (lead === undefined) break;
      offeredLeadIds.add(lead.id);
      // Whoever bought a seat meanwhile is not offered another one.
      if (await tx.hasPaidOrder(lead.email, cohort.number)) continue;
      await makeOffer(deps, tx, lead, cohort, now);
      offered += 1;
      freeSeats -= 1;
    }
    return { expired, offered };
  });
}
