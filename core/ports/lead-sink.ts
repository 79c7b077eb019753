import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '../errors/domain-error';
import type { UtmData } from '../registration/utm-data';

/** A webinar or exit-intent lead (docs/messaging.md "Spreadsheet rows"). */
export interface LeadRow {
  readonly kind: 'lead';
  readonly fullName: string;
  readonly email: string;
  readonly phoneNumber: string;
  /** `Unknown` when not given (docs/messaging.md). */
  readonly city: string;
  readonly linkedin: string;
  readonly source: string;
  /** ISO 8601. */
  readonly timestamp: string;
  readonly utm: UtmData;
  /** The form's separate marketing opt-in (docs/legal.md "Marketing opt-in"); its own column. */
  readonly marketingOptIn: boolean;
  /** The webinar session chosen, Tbilisi `2026-12-02 20:00` (docs/webinar.md "Session choice"); absent: none. */
  readonly webinarSession?: string;
}

/** A paying customer (docs/messaging.md "Spreadsheet rows": customers also go to the spreadsheet). */
export interface CustomerRow {
  readonly kind: 'customer';
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phoneNumber: string;
  readonly city?: string;
  readonly linkedIn?: string;
  readonly transactionId: string;
  /** Integer tetri: what the buyer paid, after any promo code. */
  readonly amount: number;
  /** The promo code of the order (docs/purchase.md "Promo codes"); absent: none. */
  readonly promoCode?: string;
  /** What the code took off, in integer tetri; present with `promoCode`. */
  readonly promoDiscount?: number;
  readonly source: string;
  /** ISO 8601 payment time. */
  readonly timestamp: string;
  readonly utm: UtmData;
  /** The checkout's marketing opt-in (docs/legal.md "Marketing opt-in"). */
  readonly marketingOptIn: boolean;
  /** Whether the buyer asked to start before the withdrawal period ends (docs/purchase.md "Express start"). */
  readonly expressStart: boolean;
}

/**
 * Money that went back to a paying customer (docs/purchase.md "Refunds"): a row of its own, appended
 * like every row — the sheet is a log, its script never edits the customer's row.
 */
export interface RefundRow {
  readonly kind: 'refund';
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phoneNumber: string;
  /** The order's payment reference, as on its customer row. */
  readonly transactionId: string;
  /** This refund, in tetri. */
  readonly amount: number;
  /** Everything refunded for the order so far, this refund included, in tetri. */
  readonly refundedTotal: number;
  /** `partially_refunded` or `refunded`. */
  readonly orderStatus: string;
  /** `console` or `provider` (made in the provider's portal). */
  readonly origin: string;
  readonly source: string;
  /** ISO 8601 time the refund was recorded. */
  readonly timestamp: string;
  readonly utm: UtmData;
}

/** One spreadsheet row. */
export type SheetRow = LeadRow | CustomerRow | RefundRow;

/**
 * Sink failures (docs/validation.md "Error codes"): `not_configured` (no webhook URL: the row stays
 * queued), `rejected` (the webhook answered with an error body; `message` param; retried),
 * `misconfigured` (a 4xx that a retry will not change: wrong URL, deployment not public; permanent),
 * `unavailable` (5xx, 408, 429, network error or time-out: retried).
 */
export type LeadSinkError = DomainError<
  | 'lead_sink.not_configured'
  | 'lead_sink.rejected'
  | 'lead_sink.misconfigured'
  | 'lead_sink.unavailable'
>;

/** Appends leads and customers to the team's spreadsheet (docs/integrations.md "Apps Script webhook"). */
export interface LeadSink {
  /** Appends one row; the key lets the sheet script ignore a repeated delivery. */
  append(row: SheetRow, idempotencyKey: string): ResultAsync<{ rowId?: string }, LeadSinkError>;
}
