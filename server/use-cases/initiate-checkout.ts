import { err, ok, type Result } from 'neverthrow';
import type { CheckoutContact } from '../../core/checkout/checkout-contact';
import { cohortOnSale } from '../../core/cohort/cohort-on-sale';
import { type SaleRefusalCode, saleRefusal } from '../../core/cohort/cohort-sale';
import { conversionAllowed } from '../../core/consent/consent-rules';
import type { ConsentChoice } from '../../core/consent/tracking-consent';
import type { Money } from '../../core/money/money';
import { orderFollowUpKey } from '../../core/payment/purchase-follow-ups';
import { type StatusCheckPolicy, statusCheckDueAt } from '../../core/payment/status-check-schedule';
import type { Clock } from '../../core/ports/clock';
import type { Ids } from '../../core/ports/ids';
import type { PaymentGateway, PaymentGatewayError } from '../../core/ports/payment-gateway';
import type {
  NewOutboxMessage,
  OrderContact,
  RegistrationRecord,
  RegistrationStore,
} from '../../core/ports/registration-store';
import { quoteAt } from '../../core/pricing/price-at';
import { openRegistration } from '../../core/registration/open-registration';
import type { Cohort, Course } from '../../core/site-config/site-config';
import { cohortSaleNow } from './cohort-sale-now';
import { moveRegistration } from './move-registration';

/** Where a checkout order comes from (docs/purchase.md "Checkout" Registration `source`). */
export const CHECKOUT_SOURCE = 'checkout';

/** What starting a checkout needs. */
export interface InitiateCheckoutDependencies {
  readonly store: Pick<RegistrationStore, 'transaction'>;
  readonly clock: Clock;
  readonly ids: Ids;
  readonly gateway: PaymentGateway;
  /** The configured cohorts: the one on sale now is bought, at its own price. */
  readonly cohorts: () => readonly Cohort[];
  /**
   * The course's one configured name (docs/site.md "Product name"), Flitt's order description in the
   * buyer's language; the schema keeps out `|`, which signed values may not contain
   * (docs/integrations.md "Flitt signature").
   */
  readonly productName: () => Course['name'];
  /** Origin of `server_callback_url` and `response_url`. */
  readonly callbackOrigin: string;
  /** Reconciliation's schedule: a new order is born with its first status-check time. */
  readonly statusChecks: StatusCheckPolicy;
}

/** What the browser needs to open the payment widget (docs/purchase.md "Checkout"). */
export interface CheckoutStarted {
  readonly checkoutToken: string;
  readonly orderToken: string;
  readonly amountTetri: number;
  readonly currency: 'GEL';
}

/**
 * Why no order was opened: nothing is on sale (closed, not yet open, full), or this buyer has already
 * paid for the cohort on sale (docs/purchase.md "One purchase per buyer").
 */
export interface CheckoutRefused {
  readonly type: SaleRefusalCode | 'EMAIL_ALREADY_REGISTERED';
}

/** Every way a checkout can fail to start. */
export type CheckoutFailure = CheckoutRefused | PaymentGatewayError;

const REFUSALS: readonly string[] = [
  'COHORT_FULL',
  'REGISTRATION_NOT_OPEN',
  'REGISTRATION_CLOSED',
  'EMAIL_ALREADY_REGISTERED',
] satisfies readonly CheckoutRefused['type'][];

/** True for a refusal to sell (answered 409), false for a card-provider failure (503). */
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

/** The new order of `contact` for the cohort on sale, in the lifecycle's initial state. */
function newOrder(
  deps: InitiateCheckoutDependencies,
  contact: CheckoutContact,
  cohort: Cohort,
  createdAt: Date,
  price: Money,
  consent: ConsentChoice,
): Omit<RegistrationRecord, 'customerId'> {
  return {
    id: deps.ids.newId(),
    priceTetri: price,
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
    cohortNumber: cohort.number,
    overbookedAt: null,
    // docs/purchase.md "Reconciliation": never asked yet, first due after RECONCILE_AFTER_SECONDS.
    statusCheckedAt: null,
    statusCheckDueAt: statusCheckDueAt({ createdAt, lastCheckedAt: null }, deps.statusChecks),
    // What this checkout entered, kept with the order (docs/security.md "Order contact details").
    contact: orderContact(contact),
    // The step's own checkboxes and the visitor's tracking choice at checkout, kept with the order:
    // the sheet row reports them, and the Purchase conversion is sent only with advertising consent
    // (docs/legal.md "Marketing opt-in", docs/purchase.md "Express start", docs/messaging.md "Conversions").
    marketingOptIn: contact.marketingOptIn,
    expressStartRequestedAt: contact.expressStart ? createdAt : null,
    advertisingConsent: conversionAllowed(consent),
  };
}

/** The order's own copy of the contact step; the checkout asks for no city or LinkedIn. */
function orderContact(contact: CheckoutContact): OrderContact {
  return {
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email,
    phone: contact.phoneNumber,
    city: null,
    linkedIn: null,
  };
}

/**
 * Opens the order if a seat can be had, in one transaction serialised per cohort (docs/purchase.md
 * "Seats"): lock the cohort's sales, refuse a buyer who already paid for it, count the seats taken
 * (paid and held), and only then find or create the customer and insert the order with this
 * checkout's contact details; the order holds its seat from now on. Concurrent checkouts therefore
 * never take more seats than the capacity.
 */
async function openOrder(
  deps: InitiateCheckoutDependencies,
  contact: CheckoutContact,
  createdAt: Date,
  consent: ConsentChoice,
): Promise<Result<{ order: RegistrationRecord; price: Money }, CheckoutRefused>> {
  // The clock alone decides "closed" and "not yet open"; seats are counted under the lock.
  const offer = cohortOnSale(deps.cohorts(), createdAt);
  if (offer.status !== 'open')
    return err({ type: saleRefusal(offer.status) ?? 'REGISTRATION_CLOSED' });
  const cohortNumber = offer.cohort.number;
  return deps.store.transaction(async (tx) => {
    await tx.lockCohortSales(cohortNumber);
    if (await tx.hasPaidOrder(contact.email, cohortNumber)) {
      return err({ type: 'EMAIL_ALREADY_REGISTERED' as const });
    }
    const sale = await cohortSaleNow(tx, deps.cohorts(), createdAt);
    const refusal = saleRefusal(sale.state);
    if (refusal !== undefined || sale.state !== 'open') {
      return err({ type: refusal ?? 'REGISTRATION_CLOSED' });
    }
    const { price } = quoteAt(createdAt, sale.cohort);
    const opened = newOrder(deps, contact, sale.cohort, createdAt, price, consent);
    // The buyer's identity by e-mail: created by their first checkout, never changed by a later one.
    const customer = await tx.findOrCreateCustomerByEmail({
      ...opened.contact,
      id: deps.ids.newId(),
      at: createdAt,
    });
    const order: RegistrationRecord = { ...opened, customerId: customer.id };
    await tx.insertRegistration(order);
    return ok({ order, price });
  });
}

/**
 * `POST /api/checkout` (docs/purchase.md "Checkout"): opens an order for the cohort on sale at
 * the SERVER's price for this moment (`quoteAt` with the cohort's own prices, never an amount from
 * the client) when a seat can be had (`openOrder`), with a merchant order id unique at Flitt and a
 * ≥128-bit public token; asks Flitt for a checkout token, then moves the order with
 * `payment.initiate` (pending → payment_initiated) and records InitiateCheckout (an outbox row,
 * only for a visitor who consented to advertising) in one transaction. A gateway failure leaves the order pending; reconciliation fails it later (not
 * known to Flitt), and its seat is free again once its hold runs out.
 */
export async function initiateCheckout(
  deps: InitiateCheckoutDependencies,
  contact: CheckoutContact,
  /** The visitor's tracking choice (the consent cookie): InitiateCheckout goes out only with advertising. */
  consent: ConsentChoice,
): Promise<Result<CheckoutStarted, CheckoutFailure>> {
  const createdAt = deps.clock.now();
  const opened = await openOrder(deps, contact, createdAt, consent);
  if (opened.isErr()) return err(opened.error);
  const { order: stored, price } = opened.value;
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
    if (moved.kind === 'moved' && conversionAllowed(consent))
      await tx.enqueueOutbox([initiateCheckoutMessage(stored, deps.ids, initiatedAt)]);
  });
  return ok({
    checkoutToken: handle.value.token,
    orderToken: stored.publicToken,
    amountTetri: price,
    currency: 'GEL',
  });
}
