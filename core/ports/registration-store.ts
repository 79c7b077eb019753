import type { OrderStatus } from '../payment/order-status';
import type { PaymentMethod } from '../payment/payment-method';
import type { RegistrationStatus } from '../registration/registration-status';
import type { UtmData } from '../registration/utm-data';
import type { Language } from '../site/languages';
import type { InvoiceTransaction } from './invoice-store';

/*
 * Persistence and the transactional outbox (docs/architecture.md "Ports", docs/security.md "Persistence",
 * "Outbound delivery"); the spec leaves storage open (docs/webinar.md "Registration form", "not shown"), docs/decisions.md.
 * Times are `Date`; absent column values are `null` (absent UTM tags are left out, as in core's
 * `UtmData`); money is integer tetri; e-mails are lowercased.
 * Outages and collisions of generated ids or tokens reject the promise (bugs, not business
 * errors): an existing e-mail's customer is reused and duplicate outbox keys are ignored.
 */

/** Contact details as a checkout entered them. */
export interface OrderContact {
  readonly firstName: string;
  readonly lastName: string;
  /** Lowercased. */
  readonly email: string;
  /** E.164, e.g. +995555123456. */
  readonly phone: string;
  readonly city: string | null;
  readonly linkedIn: string | null;
}

/**
 * A buyer, unique by lowercased e-mail: the identity that links their orders, with the details of
 * the first checkout that used the e-mail. It is never updated, because anyone can type any e-mail:
 * what an order shows, sends and greets with is the order's own `contact` (docs/security.md "Order
 * contact details").
 */
export interface CustomerRecord extends OrderContact {
  readonly id: string;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** What `findOrCreateCustomerByEmail` writes when the e-mail is new. */
export type CustomerInput = Omit<CustomerRecord, 'createdAt' | 'updatedAt'> & { readonly at: Date };

/** A webinar registration or an exit-intent lead (exit intent collects only an e-mail). */
export interface LeadRecord {
  readonly id: string;
  readonly fullName: string | null;
  readonly email: string;
  readonly phone: string | null;
  readonly linkedIn: string | null;
  readonly city: string | null;
  /** Where the lead came from, e.g. hero_registration_form or exit_intent (docs/validation.md "Error codes"). */
  readonly source: string;
  readonly utm: UtmData;
  /** The separate, unticked marketing opt-in of the form (docs/legal.md "Marketing opt-in"). */
  readonly marketingOptIn: boolean;
  readonly createdAt: Date;
  /**
   * The start of the webinar session chosen (docs/webinar.md "Session choice"); absent for
   * exit-intent leads, registrations from before sessions were chosen, and when none was offered.
   */
  readonly webinarSessionStartsAt?: Date;
  /** The page language the lead was left in (waiting list); absent for earlier leads and other forms. */
  readonly language?: Language;
}

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

/** A course order (docs/webinar.md "Registration form" Registration). */
export interface RegistrationRecord {
  readonly id: string;
  readonly customerId: string;
  /**
   * The contact details entered for THIS order, kept with it from its checkout on: the sheet row,
   * the purchase SMS, the thank-you greeting and the operator listing read them from here, so a
   * later checkout with the same e-mail cannot change them (docs/security.md "Order contact details").
   */
  readonly contact: OrderContact;
  readonly priceTetri: number;
  readonly currency: string;
  readonly status: RegistrationStatus;
  readonly source: string;
  readonly utm: UtmData;
  /** Bearer token for the payment result lookup (docs/security.md "Payment callbacks": ≥128 random bits). */
  readonly publicToken: string;
  /** The order_id sent to the payment provider. */
  readonly merchantOrderId: string;
  readonly transactionId: string | null;
  readonly paymentTimestamp: Date | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly completedAt: Date | null;
  readonly cancelledAt: Date | null;
  /** The provider's last accepted `order_status`; null until a callback or status answer arrives. */
  readonly paymentStatus: OrderStatus | null;
  /** The buyer's page language: the provider's form, the confirmation SMS and the result page. */
  readonly language: Language;
  /** The cohort the order buys a seat in; null only for orders older than cohorts in the store. */
  readonly cohortNumber: number | null;
  /**
   * When a payment was completed for a cohort already full (a late payment after the seat hold ran
   * out): the money was taken, so the order is completed and flagged for the operator to resolve.
   */
  readonly overbookedAt: Date | null;
  /** When reconciliation last asked the provider about this order; null: never (docs/purchase.md "Reconciliation"). */
  readonly statusCheckedAt: Date | null;
  /**
   * When reconciliation asks about it next, while it still awaits its payment: set at creation and
   * after each question by core's schedule (core/payment/status-check-schedule.ts).
   */
  readonly statusCheckDueAt: Date;
  /** The checkout's separate, unticked marketing opt-in (docs/legal.md "Marketing opt-in"). */
  readonly marketingOptIn: boolean;
  /**
   * When the buyer asked for the course to start before the 14-day withdrawal period ends
   * (docs/purchase.md "Express start"); null: not asked.
   */
  readonly expressStartRequestedAt: Date | null;
  /**
   * Whether the visitor had consented to advertising when the order was opened: server-side
   * conversions are sent only then (docs/messaging.md "Conversions").
   */
  readonly advertisingConsent: boolean;
  /** Refunded so far, in tetri: 0 until a refund (docs/purchase.md "Refunds"). */
  readonly refundedTetri: number;
  /** When the last refund was recorded; null: never refunded. */
  readonly refundedAt: Date | null;
  /**
   * The keyed client address the checkout came from (an HMAC, never the address itself), counted by
   * the per-address hold limit (docs/purchase.md "Seats"); null for orders from before it.
   */
  readonly holdAddressKey: string | null;
  /** The promo code the order was opened with and what it took off (docs/purchase.md "Promo codes"). */
  readonly promo: OrderPromo | null;
  /** How the order is being paid: the card, or a bank instalment (docs/purchase.md "Bank instalments"). */
  readonly paymentMethod: PaymentMethod;
  /**
   * When an unpaid order's 30-minute seat hold counts from, when later than its creation (the bank's
   * decision time, docs/purchase.md "Seats"); null: from its creation.
   */
  readonly holdCountsFrom: Date | null;
}

/** A promo code as an order carries it. */
export interface OrderPromo {
  /** As configured (upper case). */
  readonly code: string;
  /** The price without the code less `priceTetri`. */
  readonly discountTetri: number;
}

/** The fields of an order that change after it is created; omitted keys stay as they are. */
export interface RegistrationChanges {
  readonly status?: RegistrationStatus;
  readonly transactionId?: string | null;
  readonly paymentTimestamp?: Date | null;
  readonly completedAt?: Date | null;
  readonly cancelledAt?: Date | null;
  readonly paymentStatus?: OrderStatus | null;
  readonly overbookedAt?: Date | null;
  readonly refundedTetri?: number;
  readonly refundedAt?: Date | null;
  readonly paymentMethod?: PaymentMethod;
  readonly holdCountsFrom?: Date | null;
}

/** An optimistic update: applies only while the stored status still equals `expectedStatus`. */
interface RegistrationUpdate {
  readonly id: string;
  readonly expectedStatus: RegistrationStatus;
  readonly changes: RegistrationChanges;
  readonly updatedAt: Date;
}

/**
 * One provider callback, deduplicated on (merchantOrderId, paymentId, orderStatus, reversalTetri)
 * (docs/security.md "Payment callbacks"): a second partial refund repeats the status but not the total.
 */
interface PaymentEventInput {
  readonly merchantOrderId: string;
  readonly paymentId: string;
  readonly orderStatus: string;
  /** The provider's running refunded total; 0 (the default) for news without a refund. */
  readonly reversalTetri?: number;
  readonly receivedAt: Date;
}

/** Where a refund was asked: the operator's console, or at the provider (its portal), learnt from its news. */
type RefundOrigin = 'console' | 'provider';

/** `requested`: asked, answer not final yet; then `approved` (money went back) or `declined`. */
type RefundStatus = 'requested' | 'approved' | 'declined';

/** One refund of an order (docs/purchase.md "Refunds"). */
export interface RefundRecord {
  readonly id: string;
  readonly registrationId: string;
  /** The provider's idempotency key for this refund: every retry of it sends the same one. */
  readonly reverseId: string;
  readonly amountTetri: number;
  readonly status: RefundStatus;
  readonly origin: RefundOrigin;
  /** The operator's reason; null when none was given or the refund came from the provider. */
  readonly reason: string | null;
  readonly requestedAt: Date;
  readonly settledAt: Date | null;
}

/** A JSON value, as stored in an outbox payload. */
export type JsonValue =
  | string
  | number
  | boolean
  | null
  | readonly JsonValue[]
  | { readonly [key: string]: JsonValue };

/** Delivery state of an outbox message. */
export type OutboxStatus = 'pending' | 'delivered' | 'dead';

/** A follow-up to deliver at least once, off the request path (docs/security.md "Outbound delivery"). */
export interface OutboxMessage {
  readonly id: string;
  /** e.g. 'sheet.lead', 'sheet.customer', 'sms.confirmation', 'conversion.purchase'. */
  readonly kind: string;
  readonly payload: JsonValue;
  /** Unique; enqueueing the same key again is ignored, and sinks receive it to dedupe. */
  readonly idempotencyKey: string;
  readonly status: OutboxStatus;
  /** Claims so far: incremented by every claim, so a worker that crashes mid-delivery still counts. */
  readonly attempts: number;
  readonly nextAttemptAt: Date;
  readonly lastError: string | null;
  readonly lockedUntil: Date | null;
  readonly createdAt: Date;
  readonly deliveredAt: Date | null;
  /**
   * When a send of an at-most-once kind (SMS) began: written and committed before the call, cleared
   * only by a failure that proves nothing was sent. A claim that finds it set does not send again
   * (docs/messaging.md "SMS: at most once").
   */
  readonly sendStartedAt: Date | null;
  /** When an operator last requeued it; the retry horizon counts from here (else from createdAt). */
  readonly requeuedAt: Date | null;
}

/** A message to enqueue; it is due at `nextAttemptAt`, or at `createdAt` when that is omitted. */
export interface NewOutboxMessage {
  readonly id: string;
  readonly kind: string;
  readonly payload: JsonValue;
  readonly idempotencyKey: string;
  readonly createdAt: Date;
  readonly nextAttemptAt?: Date;
}

/** How a failed delivery continues: retry later, or give up (dead letter, visible to operators). */
export type OutboxFailure =
  | { readonly error: string; readonly nextAttemptAt: Date }
  | { readonly error: string; readonly dead: true };

/** How the orders of one cohort use its seats (docs/purchase.md "Seats"). */
export interface CohortSeats {
  /** Orders paid (payment_completed or completed): each takes a seat for good. */
  readonly paid: number;
  /**
   * Unpaid orders (pending or payment_initiated) created after the hold start and not released:
   * each holds a seat.
   */
  readonly held: number;
  /** What the paid orders cost, in tetri. */
  readonly paidTetri: number;
  /** Paid orders flagged as overbooked. */
  readonly overbooked: number;
  /** Open waiting-list offers: each holds a seat for the person it was offered to. */
  readonly offered: number;
}

/** Lookups available both inside and outside a transaction. */
export interface RegistrationReader {
  /** The customer with this e-mail (matched lowercased), or null. */
  findCustomerByEmail(email: string): Promise<CustomerRecord | null>;
  /** The lead with this id, or null. */
  findLeadById(id: string): Promise<LeadRecord | null>;
  /** The order with this id, or null. */
  findRegistrationById(id: string): Promise<RegistrationRecord | null>;
  /** The order with this public token, or null. */
  findRegistrationByPublicToken(token: string): Promise<RegistrationRecord | null>;
  /** The order with this provider order id, or null. */
  findRegistrationByMerchantOrderId(merchantOrderId: string): Promise<RegistrationRecord | null>;
  /**
   * The seats of cohort `cohortNumber`; only unpaid orders created after `heldSince` and not
   * released hold one.
   */
  countCohortSeats(cohortNumber: number, heldSince: Date): Promise<CohortSeats>;
  /** Whether the buyer with this e-mail (matched lowercased) has a paid order for the cohort. */
  hasPaidOrder(email: string, cohortNumber: number): Promise<boolean>;
  /** How many leads chose the webinar session starting at `startsAt` (its seats, the console). */
  countSessionLeads(startsAt: Date): Promise<number>;
  /** The refunds of an order, oldest first. */
  listRefunds(registrationId: string): Promise<RefundRecord[]>;
  /** The offer with this link token, or null. */
  findWaitlistOfferByToken(token: string): Promise<WaitlistOfferRecord | null>;
  /** Offers, oldest first, of one cohort or of all. */
  listWaitlistOffers(cohortNumber?: number): Promise<WaitlistOfferRecord[]>;
}

/** The writes of one unit of work; everything commits together or not at all. */
export interface StoreTransaction extends RegistrationReader, InvoiceTransaction {
  /**
   * The customer with this e-mail (matched lowercased) as it is, or a new one with `customer`'s
   * details when the e-mail is new. An existing customer is never changed.
   */
  findOrCreateCustomerByEmail(customer: CustomerInput): Promise<CustomerRecord>;
  /** Inserts a lead. */
  insertLead(lead: LeadRecord): Promise<void>;
  /** Inserts an order, its contact details with it; its customer must exist. */
  insertRegistration(registration: RegistrationRecord): Promise<void>;
  /** Applies `changes` if the status is still `expectedStatus`; returns whether it applied. */
  updateRegistration(update: RegistrationUpdate): Promise<boolean>;
  /** Records a provider callback; returns false when the same event was already recorded. */
  recordPaymentEvent(event: PaymentEventInput): Promise<boolean>;
  /** Inserts an open offer; one per lead and cohort, its token unique. */
  insertWaitlistOffer(offer: WaitlistOfferRecord): Promise<void>;
  /** Closes an open offer as used (with its order) or expired; false when it was not open. */
  closeWaitlistOffer(close: {
    readonly id: string;
    readonly status: 'used' | 'expired';
    readonly at: Date;
    readonly registrationId?: string;
  }): Promise<boolean>;
  /** Inserts a refund; its reverseId must be new. */
  insertRefund(refund: RefundRecord): Promise<void>;
  /** Settles a `requested` refund as approved or declined; false when it was not `requested`. */
  settleRefund(settle: {
    readonly id: string;
    readonly status: 'approved' | 'declined';
    readonly settledAt: Date;
  }): Promise<boolean>;
  /** Enqueues messages, ignoring any whose idempotencyKey exists; returns how many were added. */
  enqueueOutbox(messages: readonly NewOutboxMessage[]): Promise<number>;
  /**
   * Serialises seat-taking for a cohort until this transaction ends, so a capacity check and the
   * insert it allows cannot interleave with another's (PostgreSQL: a transaction-scoped advisory
   * lock; SQLite and memory already run one write transaction at a time).
   */
  lockCohortSales(cohortNumber: number): Promise<void>;
  /**
   * The open holds of a cohort (unpaid orders created after `heldSince` and not released) that
   * belong to this buyer (contact e-mail, matched lowercased, or phone) or came from this client
   * address key: what the one-hold-per-buyer and per-address rules weigh (docs/purchase.md "Seats").
   */
  findOpenHolds(query: OpenHoldQuery): Promise<RegistrationRecord[]>;
  /**
   * Ends the seat holds of these unpaid orders at `at`, because their buyer opened a new checkout:
   * the orders still await their payment, but hold no seat from now on. Written beside the orders,
   * never on them, so it waits on no lock a payment callback holds. Releasing twice keeps the first.
   */
  releaseHolds(orderIds: readonly string[], at: Date): Promise<void>;
  /**
   * How a promo code's uses stand, read under the cohort's sales lock (docs/purchase.md "Promo
   * codes"): its orders that are paid or hold a seat since `heldSince`, and whether this buyer
   * (contact e-mail, matched lowercased, or phone) paid one. A refunded order gives its use back.
   */
  countPromoUses(query: PromoUseQuery): Promise<PromoUseCount>;
}

/** Whose use of which code `countPromoUses` counts. */
export interface PromoUseQuery {
  readonly code: string;
  readonly heldSince: Date;
  readonly email: string;
  readonly phone: string;
}

/** A promo code's uses: all of them, and whether they include a paid one of this buyer. */
export interface PromoUseCount {
  readonly taken: number;
  readonly paidByBuyer: boolean;
}

/** Whose open holds `findOpenHolds` looks for, in one cohort. */
export interface OpenHoldQuery {
  readonly cohortNumber: number;
  readonly heldSince: Date;
  readonly email: string;
  /** E.164. */
  readonly phone: string;
  readonly addressKey: string;
}

/** Reconciliation's claim of the orders due for a status check (docs/purchase.md "Reconciliation"). */
export interface StatusCheckClaim {
  /** Only orders in these statuses (those still awaiting their payment). */
  readonly statuses: readonly RegistrationStatus[];
  readonly now: Date;
  /** At most this many orders: the pass's budget. */
  readonly limit: number;
  /** Each claimed order is due again at this instant unless its check is recorded first. */
  readonly leaseUntil: Date;
}

/** One status question asked: when, and when the order is due next. */
export interface StatusCheckRecord {
  readonly id: string;
  readonly checkedAt: Date;
  readonly nextCheckAt: Date;
}

/**
 * Operator filters over leads (the console, docs/operations.md). Creation time is the half-open
 * range [createdFrom, createdBefore); the caller turns calendar days into instants.
 */
export interface LeadQuery {
  readonly createdFrom?: Date;
  readonly createdBefore?: Date;
  readonly source?: string;
  /** At most this many rows; omitted: every matching row. */
  readonly limit?: number;
}

/**
 * Operator filters over orders, like `LeadQuery`. A new filter is one optional field here and one
 * condition in each store's `listOrders`.
 */
export interface OrderQuery {
  readonly createdFrom?: Date;
  readonly createdBefore?: Date;
  readonly statuses?: readonly RegistrationStatus[];
  readonly source?: string;
  readonly cohortNumber?: number;
  /** At most this many rows; omitted: every matching row. */
  readonly limit?: number;
}

/** How many outbox messages share a kind and status, and when the oldest of them was created. */
export interface OutboxSummaryRow {
  readonly kind: string;
  readonly status: OutboxStatus;
  readonly count: number;
  readonly oldestCreatedAt: Date;
}

/**
 * What the orders carrying one promo code amount to (docs/purchase.md "Promo codes"), for the
 * console's `promo status`: counted like a code's uses and a cohort's revenue.
 */
export interface PromoUseSummary {
  /** As the orders carry it (upper case). */
  readonly code: string;
  /** Paid orders with the code (a partial refund keeps it paid). */
  readonly paid: number;
  /** Unpaid orders with the code still holding their seat. */
  readonly held: number;
  /** What the paid orders paid, net of their refunds, in tetri. */
  readonly paidTetri: number;
  /** What the code took off the paid orders, in tetri. */
  readonly discountTetri: number;
}

/** Which dead letters to requeue: one by id, or all of them. */
export type RequeueTarget = { readonly id: string } | { readonly all: true };

/** Persistence with a transactional outbox; one per process, shared by requests and workers. */
export interface RegistrationStore extends RegistrationReader {
  /**
   * Runs `work` in one transaction: commits when it resolves, rolls back and rethrows when it
   * rejects. Use only `tx` inside `work`; calling the store itself there may deadlock.
   */
  transaction<T>(work: (tx: StoreTransaction) => Promise<T>): Promise<T>;
  /**
   * Claims up to `limit` orders in `statuses` whose status check is due at `now`, earliest due first
   * then by id (docs/purchase.md "Reconciliation"), moving each one's due time to `leaseUntil` in the same
   * atomic statement: safe across processes, so two passes never claim one order within a lease.
   * Returns the claimed orders (with the lease as their due time), in no particular order.
   */
  claimStatusChecks(claim: StatusCheckClaim): Promise<RegistrationRecord[]>;
  /**
   * Records a status question: sets `statusCheckedAt` and `statusCheckDueAt` and nothing else (the
   * order's `updatedAt` and status stay: asking changes nothing about the order).
   */
  recordStatusCheck(check: StatusCheckRecord): Promise<void>;
  /** Leads matching the query, newest first (operators and tests). */
  listLeads(query?: LeadQuery): Promise<LeadRecord[]>;
  /** Orders matching the query, each with its own contact details, newest first (operators). */
  listOrders(query: OrderQuery): Promise<RegistrationRecord[]>;
  /**
   * Locks up to `limit` pending messages due at `now` and not locked, until `now + leaseMs`, and
   * counts an attempt on each. Safe across processes: concurrent claims never share a message.
   * `excludeKinds` leaves messages whose destination is not configured untouched, so waiting for
   * an operator to set it up never burns their attempts; the circuit breaker excludes the kinds of
   * a destination that is down the same way. `onlyKinds` limits the claim to those kinds (the
   * breaker's one probe message).
   */
  claimDueOutbox(options: {
    readonly now: Date;
    readonly limit: number;
    readonly leaseMs: number;
    readonly excludeKinds?: readonly string[];
    readonly onlyKinds?: readonly string[];
  }): Promise<OutboxMessage[]>;
  /**
   * Records, durably, that the send of a pending message begins (`sendStartedAt`); resolves once
   * committed. False when the message is no longer pending or a send was already recorded: then
   * the caller must not send.
   */
  markOutboxSending(id: string, at: Date): Promise<boolean>;
  /** Marks a message delivered; it is never claimed again. */
  markOutboxDelivered(id: string, at: Date): Promise<void>;
  /**
   * Records a failed delivery: pending again from `nextAttemptAt` (clearing `sendStartedAt`: only
   * a failure that proves nothing was sent is retried), or dead. Releases the lock.
   */
  markOutboxFailed(id: string, failure: OutboxFailure): Promise<void>;
  /** Messages, oldest first, optionally of one status and at most `limit` (operators and tests). */
  listOutbox(options?: {
    readonly status?: OutboxStatus;
    readonly limit?: number;
  }): Promise<OutboxMessage[]>;
  /** How many messages have this status. */
  countOutbox(status: OutboxStatus): Promise<number>;
  /** Message counts per kind and status, ordered by kind then status (operators). */
  summarizeOutbox(): Promise<OutboxSummaryRow[]>;
  /**
   * One summary per promo code found on any order, ordered by code (operators); only unpaid orders
   * created after `heldSince` and not released count as holding a seat.
   */
  summarizePromoUses(heldSince: Date): Promise<PromoUseSummary[]>;
  /**
   * Puts dead letters back to pending, due at `now`, unlocked, with attempts reset to 0, the retry
   * horizon restarted (`requeuedAt = now`) and any recorded send start cleared (an SMS whose outcome
   * was unknown is sent again: the operator's explicit choice), in one atomic statement, so the
   * worker delivers them again; `lastError` is kept until the next try.
   * Messages that are not dead are left alone. Returns the requeued ids, sorted.
   */
  requeueDeadOutbox(target: RequeueTarget, now: Date): Promise<string[]>;
  /** True when the database answers (readiness probe); false after `close`. */
  ping(): Promise<boolean>;
  /** Waits for running work, then releases the database. Idempotent. */
  close(): Promise<void>;
}
