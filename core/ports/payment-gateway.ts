import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '../errors/domain-error';
import type { Language } from '../language/languages';
import type { Money } from '../money/money';
import type { PaymentOrderSnapshot } from '../order/payment-order-snapshot';

/** An order to be paid, as the provider's token request takes it (docs/integrations.md "Flitt checkout request"). */
export interface PaymentOrderRequest {
  /** Unique per attempt at the provider. */
  readonly orderId: string;
  readonly amount: Money;
  readonly currency: 'GEL';
  readonly description: string;
  /** Language of the provider's payment form. */
  readonly language: Language;
  /** Where the buyer's browser returns. */
  readonly resultUrl: string;
  /** Where the provider posts the signed server callback. */
  readonly callbackUrl: string;
  readonly customerEmail?: string;
}

/**
 * A bank instalment application for an order (docs/purchase.md "Bank instalments"): sent under its own
 * provider order id, and given the time the bank may take to decide.
 */
export interface InstalmentOrderRequest extends PaymentOrderRequest {
  readonly lifetimeSeconds: number;
}

/** Where the buyer applies for the instalment: the bank's page, reached through the provider. */
export interface InstalmentHandle {
  readonly checkoutUrl: string;
}

/** What the browser needs to open the payment form: a token for the embedded widget, or a page URL. */
export interface CheckoutHandle {
  readonly token: string;
  readonly checkoutUrl?: string;
}

/**
 * Gateway failures: `not_configured` (no merchant id, docs/validation.md "Money and business rules"), `rejected` (the provider refused the
 * request: params `providerCode` and `message`), `not_found` (unknown order), `unavailable` (network, timeout, 5xx,
 * an answer that does not verify: retry).
 */
export type PaymentGatewayError = DomainError<
  | 'payment_gateway.not_configured'
  | 'payment_gateway.rejected'
  | 'payment_gateway.not_found'
  | 'payment_gateway.unavailable'
>;

/**
 * One intended refund of a paid order (docs/purchase.md "Refunds"). `reverseId` names this refund at
 * the provider: every retry of it sends the same id, so a retry after a lost answer never refunds twice.
 */
export interface RefundRequest {
  /** The provider order id of the paid order. */
  readonly orderId: string;
  /** This refund's amount, at most what is still paid. */
  readonly amount: Money;
  readonly currency: 'GEL';
  /** At most 50 characters; unique per intended refund of the order. */
  readonly reverseId: string;
  /** Why, as the operator wrote it (at most 1024 characters, no `|`). */
  readonly comment?: string;
}

/**
 * The provider's answer to a refund. `refundedTetri` is its `reversal_amount`, read as the order's
 * running refunded total, though the status API's is authoritative (docs/integrations.md
 * "Flitt refunds").
 */
export interface RefundOutcome {
  readonly status: 'approved' | 'processing' | 'declined';
  readonly reverseId: string;
  readonly refundedTetri?: number;
  readonly transactionId?: string;
  readonly responseCode?: string;
  readonly responseDescription?: string;
}

/** The card payment provider (docs/purchase.md "Flitt payment"; Flitt in production). */
export interface PaymentGateway {
  /** Registers an order with the provider and returns how the buyer pays it. */
  createCheckout(order: PaymentOrderRequest): ResultAsync<CheckoutHandle, PaymentGatewayError>;
  /** Registers an instalment application with the provider and returns the bank's page for the buyer. */
  createInstalmentCheckout(
    order: InstalmentOrderRequest,
  ): ResultAsync<InstalmentHandle, PaymentGatewayError>;
  /** Asks the provider for an order's current status (reconciliation, docs/security.md "Payment callbacks"). */
  fetchOrderStatus(orderId: string): ResultAsync<PaymentOrderSnapshot, PaymentGatewayError>;
  /**
   * Refunds all or part of a paid order (Flitt's reverse API). A repeated `reverseId` returns the
   * first answer and refunds nothing more.
   */
  refund(request: RefundRequest): ResultAsync<RefundOutcome, PaymentGatewayError>;
}
