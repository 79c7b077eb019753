import { err, ok, type Result } from 'neverthrow';
import { holdCountingFromFor } from '../../core/checkout/seat-hold';
import { tetriConstant } from '../../core/money/money';
import { type PaymentMethod, providerOrderId } from '../../core/order/payment-method';
import { customerPaymentStatus } from '../../core/payment/customer-payment-status';
import { instalmentAvailable, instalmentDecisionMs } from '../../core/payment/instalment-offer';
import type { Clock } from '../../core/ports/clock';
import type { OrderReader, RegistrationRecord } from '../../core/ports/order-store';
import type { InstalmentHandle, PaymentGateway } from '../../core/ports/payment-gateway';
import type { RegistrationStore } from '../../core/ports/registration-store';
import { isAwaitingPayment } from '../../core/registration/awaiting-payment';
import type { Course, InstalmentOffer } from '../../core/site-config/site-config';

/** What sending an order to the bank needs. */
export interface StartInstalmentDependencies {
  readonly store: OrderReader & Pick<RegistrationStore, 'transaction'>;
  readonly clock: Clock;
  readonly gateway: PaymentGateway;
  readonly instalments: () => InstalmentOffer | null;
  readonly productName: () => Course['name'];
  /** Origin of `server_callback_url` and `response_url`. */
  readonly callbackOrigin: string;
}

/** Flitt's "duplicate order_id": the attempt id was used already. */
const DUPLICATE_ORDER = '1013';

/** Why an order was not sent to the bank (docs/purchase.md "Bank instalments"). */
export type InstalmentRefusal =
  | 'ORDER_NOT_FOUND'
  | 'ORDER_NOT_PAYABLE'
  | 'INSTALMENT_NOT_OFFERED'
  | 'INSTALMENT_ALREADY_STARTED'
  | 'PAYMENT_UNAVAILABLE';

/** The order the token opens, if it still waits for its payment and could go to the bank. */
function refusalFor(
  order: RegistrationRecord | null,
  offer: InstalmentOffer | null,
  now: Date,
): InstalmentRefusal | undefined {
  if (order === null) return 'ORDER_NOT_FOUND';
  if (order.paymentMethod === 'instalment') return 'INSTALMENT_ALREADY_STARTED';
  // A card payment in progress, a paid order or a hold that ran out: nothing left to finance.
  const waiting = isAwaitingPayment(order.status) && order.paymentStatus !== 'processing';
  if (!waiting || customerPaymentStatus(order, now) !== 'pending') return 'ORDER_NOT_PAYABLE';
  if (!instalmentAvailable(offer, tetriConstant(order.priceTetri))) return 'INSTALMENT_NOT_OFFERED';
  return undefined;
}

/**
 * Sends an open card order to the bank as an instalment application (docs/purchase.md
 * "Bank instalments"): the order moves to the instalment attempt, its seat held for the bank's
 * decision time, then Flitt gives the bank's page; Flitt down, the order goes back to the card.
 */
export async function startInstalment(
  deps: StartInstalmentDependencies,
  orderToken: string,
): Promise<Result<InstalmentHandle, InstalmentRefusal>> {
  const now = deps.clock.now();
  const offer = deps.instalments();
  const order = await deps.store.findRegistrationByPublicToken(orderToken);
  const refusal = refusalFor(order, offer, now);
  if (refusal !== undefined || order === null || offer === null) {
    return err(refusal ?? 'ORDER_NOT_FOUND');
  }
  // The method and the hold only: the status stays the lifecycle's to decide.
  const switchTo = (paymentMethod: PaymentMethod, holdCountsFrom: Date | null) =>
    deps.store.transaction((tx) =>
      tx.updateRegistration({
        id: order.id,
        expectedStatus: order.status,
        changes: { paymentMethod, holdCountsFrom },
        updatedAt: deps.clock.now(),
      }),
    );
  const decisionMs = instalmentDecisionMs(offer);
  const holdUntil = new Date(now.getTime() + decisionMs);
  const switched = await switchTo('instalment', holdCountingFromFor(holdUntil));
  if (!switched) return err('ORDER_NOT_PAYABLE');
  const query = `lang=${order.language}&token=${encodeURIComponent(order.publicToken)}`;
  const handle = await deps.gateway.createInstalmentCheckout({
    orderId: providerOrderId(order.merchantOrderId, 'instalment'),
    amount: tetriConstant(order.priceTetri),
    currency: 'GEL',
    description: deps.productName()[order.language],
    language: order.language,
    resultUrl: `${deps.callbackOrigin}/api/payment/return?${query}`,
    callbackUrl: `${deps.callbackOrigin}/api/payment/payment-callback`,
    customerEmail: order.contact.email,
    lifetimeSeconds: decisionMs / 1_000,
  });
  if (handle.isErr()) {
    // Flitt already has this application (another instance sent it a moment ago): it stands.
    if (handle.error.params?.providerCode === DUPLICATE_ORDER)
      return err('INSTALMENT_ALREADY_STARTED');
    await switchTo('card', order.holdCountsFrom);
    return err('PAYMENT_UNAVAILABLE');
  }
  return ok(handle.value);
}
