import { err, ok, type Result } from 'neverthrow';
import type { CheckoutContact } from '../../core/checkout/checkout-contact';
import { seatHeldSince } from '../../core/checkout/seat-hold';
import {
  decideCheckoutHold,
  type HoldDecision,
  type HoldSeeker,
} from '../../core/cohort/checkout-holds';
import { cohortOnSale } from '../../core/cohort/cohort-on-sale';
import { type SaleRefusalCode, saleRefusal } from '../../core/cohort/cohort-sale';
import { conversionAllowed } from '../../core/consent/consent-rules';
import type { ConsentChoice } from '../../core/consent/tracking-consent';
import { type StatusCheckPolicy, statusCheckDueAt } from '../../core/payment/status-check-schedule';
import type { Ids } from '../../core/ports/ids';
import type { OrderContact, RegistrationRecord } from '../../core/ports/order-store';
import type { RegistrationStore, StoreTransaction } from '../../core/ports/registration-store';
import type { SeatTransaction } from '../../core/ports/seat-store';
import type { WaitlistOfferRecord } from '../../core/ports/waitlist-store';
import type { PromoRefusalCode } from '../../core/promo/promo-price';
import { openRegistration } from '../../core/registration/open-registration';
import type { PromoCode } from '../../core/site-config/promo-code';
import type { Cohort } from '../../core/site-config/site-config';
import { cohortSaleNow } from './cohort-sale-now';
import { liveOfferSeat } from './offered-seat';
import { type OrderPrice, priceCheckoutOrder } from './price-checkout-order';

/** The source of an order the checkout opens (docs/purchase.md "Order lifecycle"). */
const CHECKOUT_SOURCE = 'checkout';

/** What opening a checkout's order needs. */
export interface CheckoutOrderDependencies {
  readonly store: Pick<RegistrationStore, 'transaction'>;
  readonly ids: Ids;
  /** The configured cohorts: the one on sale now is bought, at its own price. */
  readonly cohorts: () => readonly Cohort[];
  /** Reconciliation's schedule: a new order is born with its first status-check time. */
  readonly statusChecks: StatusCheckPolicy;
  /**
   * The keyed form of a client address (an HMAC under a server secret, docs/security.md "Checkout
   * hold keys"): what an order stores and the per-address hold limit compares.
   */
  readonly addressKey: (address: string) => string;
  /** The configured promo codes (docs/purchase.md "Promo codes"). */
  readonly promoCodes: () => readonly PromoCode[];
}

/** Who starts the checkout, as the request shows it. */
export interface CheckoutVisitor {
  /** The tracking choice (the consent cookie): InitiateCheckout goes out only with advertising. */
  readonly consent: ConsentChoice;
  /** The client address the rate limits use (`request.ip`); only its key is kept. */
  readonly address: string;
}

/**
 * Why no order was opened: nothing is on sale (closed, not yet open, full), this buyer has already
 * paid for the cohort on sale (docs/purchase.md "One purchase per buyer"), or the client address
 * already holds its share of seats (docs/purchase.md "Seats").
 */
export interface CheckoutRefused {
  readonly type:
    | SaleRefusalCode
    | 'EMAIL_ALREADY_REGISTERED'
    | 'CHECKOUT_HOLDS_LIMIT'
    | PromoRefusalCode;
}

/** The new order of `contact` for the cohort on sale, in the lifecycle's initial state. */
function newOrder(
  deps: CheckoutOrderDependencies,
  contact: CheckoutContact,
  cohort: Cohort,
  createdAt: Date,
  { price, promo }: OrderPrice,
  visitor: { readonly consent: ConsentChoice; readonly addressKey: string },
): Omit<RegistrationRecord, 'customerId'> {
  return {
    id: deps.ids.newId(),
    priceTetri: price,
    promo,
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
    advertisingConsent: conversionAllowed(visitor.consent),
    holdAddressKey: visitor.addressKey,
    paymentMethod: 'card',
    holdCountsFrom: null,
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

/** Core's hold rule over the buyer's and the address's open holds in the cohort at `now`. */
async function weighHolds(
  tx: Pick<SeatTransaction, 'findOpenHolds'>,
  cohortNumber: number,
  seeker: HoldSeeker,
  now: Date,
): Promise<HoldDecision<RegistrationRecord>> {
  const heldSince = seatHeldSince(now);
  return decideCheckoutHold(await tx.findOpenHolds({ cohortNumber, heldSince, ...seeker }), seeker);
}

/**
 * Opens the order if a seat can be had, in one transaction serialised per cohort (docs/purchase.md
 * "Seats"), so concurrent checkouts never take more seats than the capacity and a buyer never holds
 * two: their own open holds pass to this order.
 */
export async function openCheckoutOrder(
  deps: CheckoutOrderDependencies,
  contact: CheckoutContact,
  createdAt: Date,
  visitor: CheckoutVisitor,
): Promise<Result<{ order: RegistrationRecord } & OrderPrice, CheckoutRefused>> {
  // The clock alone decides "closed" and "not yet open"; seats are counted under the lock.
  const offer = cohortOnSale(deps.cohorts(), createdAt);
  if (offer.status !== 'open')
    return err({ type: saleRefusal(offer.status) ?? 'REGISTRATION_CLOSED' });
  const cohortNumber = offer.cohort.number;
  const addressKey = deps.addressKey(visitor.address);
  return deps.store.transaction(async (tx) => {
    await tx.lockCohortSales(cohortNumber);
    const seat = await seatForBuyer(deps, tx, contact, cohortNumber, addressKey, createdAt);
    if (seat.isErr()) return err(seat.error);
    const order = await insertOrder(deps, tx, contact, seat.value, {
      consent: visitor.consent,
      addressKey,
      createdAt,
    });
    return ok({ order, ...seat.value.priced });
  });
}

/** The seat this buyer may have: their own holds to release, the offer they use, the price. */
interface BuyerSeat {
  readonly cohort: Cohort;
  readonly releases: readonly RegistrationRecord[];
  /** The waiting-list offer whose seat this checkout takes, if any. */
  readonly offered: WaitlistOfferRecord | undefined;
  readonly priced: OrderPrice;
}

/**
 * Under the cohort's lock: refuses a buyer who already paid, weighs the open holds, counts the seats
 * taken less the buyer's own, and prices the order.
 */
async function seatForBuyer(
  deps: CheckoutOrderDependencies,
  tx: StoreTransaction,
  contact: CheckoutContact,
  cohortNumber: number,
  addressKey: string,
  createdAt: Date,
): Promise<Result<BuyerSeat, CheckoutRefused>> {
  if (await tx.hasPaidOrder(contact.email, cohortNumber)) {
    return err({ type: 'EMAIL_ALREADY_REGISTERED' as const });
  }
  const seeker = { email: contact.email, phone: contact.phoneNumber, addressKey };
  const holds = await weighHolds(tx, cohortNumber, seeker, createdAt);
  if (holds.kind === 'refused') return err({ type: holds.code });
  const offered = await liveOfferSeat(tx, deps.cohorts(), contact.offerToken, createdAt);
  const ownSeats = holds.releases.length + (offered === undefined ? 0 : 1);
  const sale = await cohortSaleNow(tx, deps.cohorts(), createdAt, ownSeats);
  const refusal = saleRefusal(sale.state);
  if (refusal !== undefined || sale.state !== 'open') {
    return err({ type: refusal ?? 'REGISTRATION_CLOSED' });
  }
  const priced = await priceCheckoutOrder(
    tx,
    { cohort: sale.cohort, now: createdAt, typedCode: contact.promoCode },
    deps.promoCodes(),
    { email: contact.email, phone: contact.phoneNumber, releasing: holds.releases },
  );
  if (priced.isErr()) return err({ type: priced.error });
  return ok({ cohort: sale.cohort, releases: holds.releases, offered, priced: priced.value });
}

/**
 * Releases the buyer's own holds, finds or creates the customer and inserts the order, which holds
 * its seat from now on; a waiting-list offer it used is closed.
 */
async function insertOrder(
  deps: CheckoutOrderDependencies,
  tx: StoreTransaction,
  contact: CheckoutContact,
  seat: BuyerSeat,
  visitor: {
    readonly consent: ConsentChoice;
    readonly addressKey: string;
    readonly createdAt: Date;
  },
): Promise<RegistrationRecord> {
  const { createdAt } = visitor;
  // The released orders may still be paid (a late payment is completed, docs/purchase.md "Seats").
  await tx.releaseHolds(
    seat.releases.map((hold) => hold.id),
    createdAt,
  );
  const keyed = { consent: visitor.consent, addressKey: visitor.addressKey };
  const opened = newOrder(deps, contact, seat.cohort, createdAt, seat.priced, keyed);
  // The buyer's identity by e-mail: created by their first checkout, never changed by a later one.
  const customer = await tx.findOrCreateCustomerByEmail({
    ...opened.contact,
    id: deps.ids.newId(),
    at: createdAt,
  });
  const order: RegistrationRecord = { ...opened, customerId: customer.id };
  await tx.insertRegistration(order);
  // Opening the checkout uses the offer: from now the order holds the seat like any checkout's.
  if (seat.offered !== undefined) {
    const used = {
      id: seat.offered.id,
      status: 'used',
      at: createdAt,
      registrationId: order.id,
    } as const;
    await tx.closeWaitlistOffer(used);
  }
  return order;
}
