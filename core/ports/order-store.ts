import type { Language } from '../language/languages';
import type { OrderStatus } from '../order/order-status';
import type { PaymentMethod } from '../order/payment-method';
import type { RegistrationStatus } from '../registration/registration-status';
import type { UtmData } from '../registration/utm-data';

/*
 * Course orders in the store: their buyers, payments, refunds and reconciliation's status checks
 * (docs/purchase.md). Conventions as in registration-store.ts.
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
 * A buyer, unique by lowercased e-mail, with the first checkout's details and never updated: anyone
 * can type any e-mail, so what an order shows and sends is its own `contact` (docs/security.md
 * "Order contact details").
 */
export interface CustomerRecord extends OrderContact {
  readonly id: string;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** What `findOrCreateCustomerByEmail` writes when the e-mail is new. */
export type CustomerInput = Omit<CustomerRecord, 'createdAt' | 'updatedAt'> & { readonly at: Date };

/** A course order, stored as a registration of a customer (docs/purchase.md "Order lifecycle"). */
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

/** Lookups of buyers, orders and refunds, inside a transaction or out of it. */
export interface OrderReader {
  /** The customer with this e-mail (matched lowercased), or null. */
  findCustomerByEmail(email: string): Promise<CustomerRecord | null>;
  /** The order with this id, or null. */
  findRegistrationById(id: string): Promise<RegistrationRecord | null>;
  /** The order with this public token, or null. */
  findRegistrationByPublicToken(token: string): Promise<RegistrationRecord | null>;
  /** The order with this provider order id, or null. */
  findRegistrationByMerchantOrderId(merchantOrderId: string): Promise<RegistrationRecord | null>;
  /** The refunds of an order, oldest first. */
  listRefunds(registrationId: string): Promise<RefundRecord[]>;
}

/** The order lifecycle's writes in one transaction: buyers, orders, payment callbacks and refunds. */
export interface OrderTransaction extends OrderReader {
  /**
   * The customer with this e-mail (matched lowercased) as it is, or a new one with `customer`'s
   * details when the e-mail is new. An existing customer is never changed.
   */
  findOrCreateCustomerByEmail(customer: CustomerInput): Promise<CustomerRecord>;
  /** Inserts an order, its contact details with it; its customer must exist. */
  insertRegistration(registration: RegistrationRecord): Promise<void>;
  /** Applies `changes` if the status is still `expectedStatus`; returns whether it applied. */
  updateRegistration(update: RegistrationUpdate): Promise<boolean>;
  /** Records a provider callback; returns false when the same event was already recorded. */
  recordPaymentEvent(event: PaymentEventInput): Promise<boolean>;
  /** Inserts a refund; its reverseId must be new. */
  insertRefund(refund: RefundRecord): Promise<void>;
  /** Settles a `requested` refund as approved or declined; false when it was not `requested`. */
  settleRefund(settle: {
    readonly id: string;
    readonly status: 'approved' | 'declined';
    readonly settledAt: Date;
  }): Promise<boolean>;
}

/** Orders outside a transaction: the lookups, and reconciliation's claim and record of status checks. */
export interface OrderStore extends OrderReader {
  /**
   * Claims up to `limit` due orders in `statuses`, earliest due first then by id (docs/purchase.md
   * "Reconciliation"), moving each one's due time to `leaseUntil` in the same atomic statement, so
   * two passes never claim one order within a lease. Returns them in no order.
   */
  claimStatusChecks(claim: StatusCheckClaim): Promise<RegistrationRecord[]>;
  /**
   * Records a status question: sets `statusCheckedAt` and `statusCheckDueAt` and nothing else (the
   * order's `updatedAt` and status stay: asking changes nothing about the order).
   */
  recordStatusCheck(check: StatusCheckRecord): Promise<void>;
}
