import { err, ok, type Result } from 'neverthrow';
import type { CheckoutContact } from '../../core/checkout/checkout-contact';
import { conversionAllowed } from '../../core/consent/consent-rules';
import { orderFollowUpKey } from '../../core/payment/purchase-follow-ups';
import type { Clock } from '../../core/ports/clock';
import type { Ids } from '../../core/ports/ids';
import type { OrderPromo, RegistrationRecord } from '../../core/ports/order-store';
import type { NewOutboxMessage } from '../../core/ports/outbox-store';
import type { PaymentGateway, PaymentGatewayError } from '../../core/ports/payment-gateway';
import { PROMO_REFUSAL_CODES } from '../../core/promo/promo-price';
import type { Course } from '../../core/site-config/site-config';
import { moveRegistration } from './move-registration';
import {
  type CheckoutOrderDependencies,
  type CheckoutRefused,
  type CheckoutVisitor,
  openCheckoutOrder,
} from './open-checkout-order';

/** What starting a checkout needs. */
export interface InitiateCheckoutDependencies extends CheckoutOrderDependencies {
  readonly clock: Clock;
  readonly gateway: PaymentGateway;
  /**
   * The course's one configured name (docs/site.md "Product name"), Flitt's order description in the
   * buyer's language; the schema keeps out `|`, which signed values may not contain
   * (docs/integrations.md "Flitt signature").
   */
  readonly productName: () => Course['name'];
  /** Origin of `server_callback_url` and `response_url`. */
  readonly callbackOrigin: string;
}

/** What the browser needs to open the payment widget (docs/purchase.md "Checkout"). */
export interface CheckoutStarted {
  readonly checkoutToken: string;
  readonly orderToken: string;
  readonly amountTetri: number;
  readonly currency: 'GEL';
  /** The promo code the order carries and what it took off; null without one. */
  readonly promo: OrderPromo | null;
}

/** Every way a checkout can fail to start. */
export type CheckoutFailure = CheckoutRefused | PaymentGatewayError;

const REFUSALS: readonly string[] = [
  'COHORT_FULL',
  'REGISTRATION_NOT_OPEN',
  'REGISTRATION_CLOSED',
  'EMAIL_ALREADY_REGISTERED',
  'CHECKOUT_HOLDS_LIMIT',
  ...PROMO_REFUSAL_CODES,
] satisfies readonly CheckoutRefused['type'][];

/** True for a refusal to sell (answered 409 or 429), false for a card-provider failure (503). */
export function isCheckoutRefusal(failure: CheckoutFailure): failure is CheckoutRefused {
  return REFUSALS.includes(failure.type);
}

function initiateCheckoutMessage(order: RegistrationRecord, ids: Ids, at: Date): NewOutboxMessage {
  return {
    id: ids.newId(),
    kind: 'conversion.initiate_checkout',
    payload: {
      event: {
        type: 'InitiateCheckout',
        value: order.priceTetri / 100,
        currency: 'GEL',
        eventId: `${order.merchantOrderId}:initiate_checkout`,
      },
      occurredAt: at.toISOString(),
    },
    idempotencyKey: orderFollowUpKey(order.merchantOrderId, 'conversion.initiate_checkout'),
    createdAt: at,
  };
}

/**
 * `POST /api/checkout` (docs/purchase.md "Checkout"): an order at the server's price when a seat
 * can be had, Flitt's token, then `payment_initiated` with its InitiateCheckout row. A gateway
 * failure leaves the order pending, for reconciliation to fail and its hold to free.
 */
export async function initiateCheckout(
  deps: InitiateCheckoutDependencies,
  contact: CheckoutContact,
  visitor: CheckoutVisitor,
): Promise<Result<CheckoutStarted, CheckoutFailure>> {
  const createdAt = deps.clock.now();
  const opened = await openCheckoutOrder(deps, contact, createdAt, visitor);
  if (opened.isErr()) return err(opened.error);
  const { order: stored, price, promo } = opened.value;
  const query = `lang=${contact.language}&token=${encodeURIComponent(stored.publicToken)}`;
  const handle = await deps.gateway.createCheckout({
    orderId: stored.merchantOrderId,
    amount: price,
    currency: 'GEL',
    description: deps.productName()[contact.language],
    language: contact.language,
    resultUrl: `${deps.callbackOrigin}/api/payment/return?${query}`,
    callbackUrl: `${deps.callbackOrigin}/api/payment/payment-callback`,
    customerEmail: contact.email,
  });
  if (handle.isErr()) return err(handle.error);
  const initiatedAt = deps.clock.now();
  await deps.store.transaction(async (tx) => {
    const moved = await moveRegistration(tx, stored, {
      event: { type: 'payment.initiate', at: initiatedAt },
      at: initiatedAt,
    });
    if (moved.kind === 'moved' && conversionAllowed(visitor.consent))
      await tx.enqueueOutbox([initiateCheckoutMessage(stored, deps.ids, initiatedAt)]);
  });
  return ok({
    checkoutToken: handle.value.token,
    orderToken: stored.publicToken,
    amountTetri: price,
    currency: 'GEL',
    promo,
  });
}
