import { DAY_MS } from '../time/durations';

/** How long an offered seat is held for the person it was offered to (docs/purchase.md "Waiting list"). */
export const OFFER_HOLD_MS = DAY_MS;

/** The lead source of the waiting list shown when nothing can be bought. */
export const WAITLIST_SOURCE = 'waitlist';

/** One entry of the waiting list, as the offers need it. */
export interface WaitingPerson {
  readonly leadId: string;
  /** Lowercased. */
  readonly email: string;
  readonly joinedAt: Date;
}

/** What decides who is offered the free seats of one cohort. */
export interface OfferRound {
  /** Everyone on the list, in any order. */
  readonly waiting: readonly WaitingPerson[];
  /** Leads already offered a seat of this cohort (open, used or expired): each gets one offer. */
  readonly offeredLeadIds: ReadonlySet<string>;
  /** Seats nobody pays for, holds or has been offered. */
  readonly freeSeats: number;
}

/**
 * Who is offered the free seats now (docs/purchase.md "Waiting list"): people in the order they
 * joined, at most one per seat, skipping anyone offered a seat of this cohort before. The caller
 * drops anyone who has bought meanwhile and asks again for the rest.
 */
export function nextOffers(round: OfferRound): WaitingPerson[] {
  if (round.freeSeats <= 0) return [];
  const offeredEmails = new Set(
    round.waiting
      .filter((person) => round.offeredLeadIds.has(person.leadId))
      .map((person) => person.email),
  );
  const inOrder = [...round.waiting].sort(
    (a, b) => a.joinedAt.getTime() - b.joinedAt.getTime() || a.leadId.localeCompare(b.leadId),
  );
  const chosen: WaitingPerson[] = [];
  const seen = new Set(offeredEmails);
  for (const person of inOrder) {
    if (chosen.length === round.freeSeats) break;
    if (seen.has(person.email)) continue;
    seen.add(person.email);
    chosen.push(person);
  }
  return chosen;
}

/** When an offer made at `now` stops holding its seat. */
export function offerExpiresAt(now: Date): Date {
  return new Date(now.getTime() + OFFER_HOLD_MS);
}

/** Whether an offer can still be used at `now`: open, and before its expiry (exclusive). */
export function isOfferLive(
  offer: { readonly status: string; readonly expiresAt: Date },
  now: Date,
): boolean {
  return offer.status === 'open' && now.getTime() < offer.expiresAt.getTime();
}

/** The shape of an offer token as issued (ids.newToken, base64url): anything else is never looked up. */
export function isOfferToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{16,128}$/.test(token);
}
