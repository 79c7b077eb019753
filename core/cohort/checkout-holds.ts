/**
 * Unpaid checkouts one client address may hold at once in one cohort (docs/purchase.md "Seats"):
 * enough for a household or an office sharing an address, too few to close a cohort from a handful.
 */
const HOLDS_PER_ADDRESS = 3;

/** An open hold as the rule needs it: an unpaid order of the cohort still inside its hold. */
export interface OpenHold {
  readonly id: string;
  readonly contact: { readonly email: string; readonly phone: string };
  /** The keyed client address the order was opened from; null for orders from before keys. */
  readonly holdAddressKey: string | null;
}

/** Who is checking out: the contact's e-mail and phone (E.164) and the keyed client address. */
export interface HoldSeeker {
  readonly email: string;
  readonly phone: string;
  readonly addressKey: string;
}

/**
 * A new order may open, after releasing the buyer's own open holds (its seat passes to the new
 * order), or it is refused because the address already holds its share.
 */
export type HoldDecision<Hold extends OpenHold = OpenHold> =
  | { readonly kind: 'open'; readonly releases: readonly Hold[] }
  | { readonly kind: 'refused'; readonly code: 'CHECKOUT_HOLDS_LIMIT' };

/**
 * One open hold per buyer and at most `HOLDS_PER_ADDRESS` per address (docs/purchase.md "Seats"): a
 * checkout matching an open hold by e-mail (any case) or phone replaces it, and the address's other
 * holds must leave room for one more.
 */
export function decideCheckoutHold<Hold extends OpenHold>(
  openHolds: readonly Hold[],
  seeker: HoldSeeker,
): HoldDecision<Hold> {
  const email = seeker.email.toLowerCase();
  const ownHold = (hold: Hold) =>
    hold.contact.email.toLowerCase() === email || hold.contact.phone === seeker.phone;
  const releases = openHolds.filter(ownHold);
  const addressHolds = openHolds.filter(
    (hold) => !ownHold(hold) && hold.holdAddressKey === seeker.addressKey,
  );
  return addressHolds.length >= HOLDS_PER_ADDRESS
    ? { kind: 'refused', code: 'CHECKOUT_HOLDS_LIMIT' }
    : { kind: 'open', releases };
}
