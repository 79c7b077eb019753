import * as v from 'valibot';
import { utmDataSchema } from '../registration/utm-data-schema';

/*
 * The spreadsheet rows (docs/messaging.md "Spreadsheet rows"), exactly what the lead sink appends
 * and what the outbox stores for it. Rows queued by an older release must still parse, so a column
 * added later is optional or defaults.
 */

const text = v.string();
const tetri = v.pipe(v.number(), v.integer(), v.minValue(0));
const positiveTetri = v.pipe(v.number(), v.integer(), v.minValue(1));

/** A webinar or exit-intent lead. */
export const leadRowSchema = v.object({
  kind: v.literal('lead'),
  fullName: text,
  email: text,
  phoneNumber: text,
  /** `Unknown` when not given (docs/messaging.md). */
  city: text,
  linkedin: text,
  source: text,
  /** ISO 8601. */
  timestamp: text,
  utm: utmDataSchema,
  /** The form's separate marketing opt-in (docs/legal.md "Marketing opt-in"); rows queued before it read as no. */
  marketingOptIn: v.optional(v.boolean(), false),
  /** The webinar session chosen, Tbilisi `2026-12-02 20:00` (docs/webinar.md "Session choice"); absent: none. */
  webinarSession: v.exactOptional(text),
});

/** A paying customer (docs/messaging.md "Spreadsheet rows": customers also go to the spreadsheet). */
export const customerRowSchema = v.object({
  kind: v.literal('customer'),
  firstName: text,
  lastName: text,
  email: text,
  phoneNumber: text,
  city: v.exactOptional(text),
  linkedIn: v.exactOptional(text),
  transactionId: text,
  /** Integer tetri: what the buyer paid, after any promo code. */
  amount: tetri,
  /** The promo code of the order (docs/purchase.md "Promo codes"); absent: none, or queued before codes. */
  promoCode: v.exactOptional(text),
  /** What the code took off, in integer tetri; present with `promoCode`. */
  promoDiscount: v.exactOptional(tetri),
  source: text,
  /** ISO 8601 payment time. */
  timestamp: text,
  utm: utmDataSchema,
  /** The checkout's marketing opt-in (docs/legal.md "Marketing opt-in"). */
  marketingOptIn: v.optional(v.boolean(), false),
  /** Whether the buyer asked to start before the withdrawal period ends (docs/purchase.md "Express start"). */
  expressStart: v.optional(v.boolean(), false),
});

/**
 * Money that went back to a paying customer (docs/purchase.md "Refunds"): a row of its own, appended
 * like every row — the sheet is a log, its script never edits the customer's row.
 */
export const refundRowSchema = v.object({
  kind: v.literal('refund'),
  firstName: text,
  lastName: text,
  email: text,
  phoneNumber: text,
  /** The order's payment reference, as on its customer row. */
  transactionId: text,
  /** This refund, in tetri. */
  amount: positiveTetri,
  /** Everything refunded for the order so far, this refund included, in tetri. */
  refundedTotal: positiveTetri,
  /** `partially_refunded` or `refunded`. */
  orderStatus: text,
  /** `console` or `provider` (made in the provider's portal). */
  origin: text,
  source: text,
  /** ISO 8601 time the refund was recorded. */
  timestamp: text,
  utm: utmDataSchema,
});

type LeadRow = v.InferOutput<typeof leadRowSchema>;
type CustomerRow = v.InferOutput<typeof customerRowSchema>;

/** A refund's row. */
export type RefundRow = v.InferOutput<typeof refundRowSchema>;

/** One spreadsheet row. */
export type SheetRow = LeadRow | CustomerRow | RefundRow;
