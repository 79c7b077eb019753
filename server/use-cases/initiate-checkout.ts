import { err, ok, type Result } from 'neverthrow';
import type { CheckoutContact } from '../../core/checkout/checkout-contact';
import { orderFollowUpKey } from '../../core/payment/purchase-follow-ups';
import type { Clock } from '../../core/ports/clock';
import type { Ids } from '../../core/ports/ids';
import type { PaymentGateway, PaymentGatewayError } from '../../core/ports/payment-gateway';
import type {
  NewOutboxMessage,
  RegistrationRecord,
  RegistrationStore,
} from '../../core/ports/registration-store';
import { type PricedCohort, quoteAt } from '../../core/pricing/price-at';
import { openRegistration } from '../../core/registration/open-registration';
import { moveRegistration } from './move-registration';

/** Where a checkout order comes from (docs/purchase.md "Checkout" Registration `source`). */
export const CHECKOUT_SOURCE = 'checkout';

/** What starting a checkout needs. */
export interface InitiateCheckoutDependencies {
  readonly store: Pick<RegistrationStore, 'transaction'>;
  readonly clock: Clock;
  readonly ids: Ids;
  readonly gateway: PaymentGateway;
  /** The cohort whose early-bird deadline prices the order. */
  readonly cohort: PricedCohort;
  /** Origin of `server_callback_url` and `response_url`. */
  readonly callbackOrigin: string;
}

/** What the browser needs to open the payment widget (docs/purchase.md "Checkout"). */
export interface CheckoutStarted {
  readonly checkoutToken: string;
  readonly orderToken: string;
  readonly amountTetri: number;
  readonly currency: 'GEL';
}

/** Flitt's order description; the `|` separator is forbidden in signed values (docs/integrations.md "Flitt signature"). */
const ORDER_DESCRIPTION = { ka: 'კარიერის აქსელერაციის კურსი', en: 'Career Acceleration Course' };

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
 * `POST /api/checkout` (docs/purchase.md "Checkout"): upserts the customer, opens an order in
 * the lifecycle's initial state at the SERVER's price for this moment (`quoteAt`, never an amount
 * from the client) with a merchant order id unique at Flitt and a ≥128-bit public token, asks Flitt
 * for a checkout token, then moves the order with `payment.initiate` (pending → payment_initiated)
 * and records InitiateCheckout (an outbox row) in one transaction.
 * A gateway failure leaves the order pending; reconciliation fails it later (not known to Flitt).
 */
export async function initiateCheckout(
  deps: InitiateCheckoutDependencies,
  contact: CheckoutContact,
): Promise<Result<CheckoutStarted, PaymentGatewayError>> {
  const createdAt = deps.clock.now();
  const quote = quoteAt(createdAt, deps.cohort);
  const order: Omit<RegistrationRecord, 'customerId'> = {
    id: deps.ids.newId(),
    priceTetri: quote.price,
    currency: 'GEL',
    // The lifecycle machine's initial state and empty records (pending, nothing paid yet).
    ...openRegistration(createdAt),
    source: CHECKOUT_SOURCE,
    utm: contact.utm ?? {},
    publicToken: deps.ids.newToken(),
    merchantOrderId: `tc-${deps.ids.newId()}`,
    createdAt,
    paymentStatus: null,
    language: contact.language,
  };
  const stored = await deps.store.transaction(async (tx) => {
    const customer = await tx.upsertCustomerByEmail({
      id: deps.ids.newId(),
      firstName: contact.firstName,
      lastName: contact.lastName,
      email: contact.email,
      phone: contact.phoneNumber,
      city: null,
      linkedIn: null,
      at: createdAt,
    });
    const withCustomer: RegistrationRecord = { ...order, customerId: customer.id };
    await tx.insertRegistration(withCustomer);
    return withCustomer;
  });
  const query = `lang=${contact.language}&token=${encodeURIComponent(stored.publicToken)}`;
  const handle = await deps.gateway.createCheckout({
    orderId: stored.merchantOrderId,
    amount: quote.price,
    currency: 'GEL',
    description: ORDER_DESCRIPTION[contact.language],
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
    if (moved.kind === 'moved')
      await tx.enqueueOutbox([initiateCheckoutMessage(stored, deps.ids, initiatedAt)]);
  });
  return ok({
    checkoutToken: handle.value.token,
    orderToken: stored.publicToken,
    amountTetri: quote.price,
    currency: 'GEL',
  });
}
