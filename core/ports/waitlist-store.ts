/* Waiting-list offers in the store (docs/purchase.md "Waiting list"): each holds one seat of a cohort. */

/** An offer is `open` while it holds its seat, then `used` (a checkout opened through it) or `expired`. */
type WaitlistOfferStatus = 'open' | 'used' | 'expired';

/** One seat offered to one person on the waiting list (docs/purchase.md "Waiting list"). */
export interface WaitlistOfferRecord {
  readonly id: string;
  /** The waiting-list lead it was offered to. */
  readonly leadId: string;
  readonly cohortNumber: number;
  /** The bearer secret of the personal link (≥128 random bits). */
  readonly token: string;
  readonly status: WaitlistOfferStatus;
  readonly offeredAt: Date;
  readonly expiresAt: Date;
  /** The order opened through the link, once used. */
  readonly registrationId: string | null;
  /** When it was used or expired. */
  readonly closedAt: Date | null;
}

/** Lookups of waiting-list offers, inside a transaction or out of it. */
export interface WaitlistReader {
  /** The offer with this link token, or null. */
  findWaitlistOfferByToken(token: string): Promise<WaitlistOfferRecord | null>;
  /** Offers, oldest first, of one cohort or of all. */
  listWaitlistOffers(cohortNumber?: number): Promise<WaitlistOfferRecord[]>;
}

/** The waiting-list writes of one transaction: offering a seat and closing the offer. */
export interface WaitlistTransaction extends WaitlistReader {
  /** Inserts an open offer; one per lead and cohort, its token unique. */
  insertWaitlistOffer(offer: WaitlistOfferRecord): Promise<void>;
  /** Closes an open offer as used (with its order) or expired; false when it was not open. */
  closeWaitlistOffer(close: {
    readonly id: string;
    readonly status: 'used' | 'expired';
    readonly at: Date;
    readonly registrationId?: string;
  }): Promise<boolean>;
}
