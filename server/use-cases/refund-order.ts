import { tetriConstant } from '../../core/money/money';
import { providerOrderId } from '../../core/order/payment-method';
import { planRefund, type RefundAsk, type RefundRefusal } from '../../core/payment/refund-plan';
import type { Clock } from '../../core/ports/clock';
import type { Ids } from '../../core/ports/ids';
import type { OrderReader, RefundRecord, RegistrationRecord } from '../../core/ports/order-store';
import type { PaymentGateway, RefundOutcome } from '../../core/ports/payment-gateway';
import type { RegistrationStore } from '../../core/ports/registration-store';
import { applyRefund } from './apply-refund';

/** What a console refund needs. */
export interface RefundOrderDependencies {
  readonly store: Pick<RegistrationStore, 'transaction'>;
  readonly gateway: Pick<PaymentGateway, 'refund'>;
  readonly clock: Clock;
  readonly ids: Ids;
}

/** One refund the operator asks for. */
export interface RefundOrderRequest extends RefundAsk {
  /** The order's id or its provider order id. */
  readonly order: string;
  readonly reason?: string;
}

/** What became of the refund. */
export type RefundOrderOutcome =
  | { readonly kind: 'refused'; readonly refusal: RefundRefusal }
  /** Money went back and the order shows it. */
  | { readonly kind: 'refunded'; readonly order: RegistrationRecord; readonly refund: RefundRecord }
  /** The provider accepted it and will confirm it (its callback records it then). */
  | { readonly kind: 'processing'; readonly refund: RefundRecord }
  | {
      readonly kind: 'declined';
      readonly refund: RefundRecord;
      readonly code: string;
      readonly description: string;
    }
  /** No answer (network, time-out): the same command again retries this refund, never a second one. */
  | { readonly kind: 'no_answer'; readonly refund: RefundRecord; readonly error: string };

async function findOrder(tx: OrderReader, ref: string): Promise<RegistrationRecord | null> {
  return (await tx.findRegistrationById(ref)) ?? tx.findRegistrationByMerchantOrderId(ref);
}

/**
 * The refund to ask for, stored before the provider is called so a crash or a lost answer leaves a
 * `requested` row whose reverse id the next run sends again: the provider answers a repeated id
 * with its first answer and refunds nothing more.
 */
async function prepare(
  deps: RefundOrderDependencies,
  request: RefundOrderRequest,
): Promise<{ order: RegistrationRecord; refund: RefundRecord } | RefundRefusal> {
  return deps.store.transaction(async (tx) => {
    const order = await findOrder(tx, request.order);
    if (order === null) return { code: 'ORDER_NOT_FOUND' };
    const refunds = await tx.listRefunds(order.id);
    const now = deps.clock.now();
    const plan = planRefund(order, refunds, request, now);
    if (plan.kind === 'refused') return plan.refusal;
    if (plan.kind === 'retry') return { order, refund: plan.pending };
    const refund: RefundRecord = {
      id: deps.ids.newId(),
      registrationId: order.id,
      reverseId: `${order.merchantOrderId}-r${refunds.length + 1}`,
      amountTetri: plan.amountTetri,
      status: 'requested',
      origin: 'console',
      reason: request.reason?.trim() || null,
      requestedAt: now,
      settledAt: null,
    };
    await tx.insertRefund(refund);
    return { order, refund };
  });
}

/** Records an approved refund unless the provider's callback already did. */
async function recordApproved(
  deps: RefundOrderDependencies,
  refund: RefundRecord,
): Promise<RefundOrderOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    const outcome = await deps.store.transaction(async (tx) => {
      const order = await tx.findRegistrationById(refund.registrationId);
      if (order === null) throw new Error(`Refunded order ${refund.registrationId} is gone`);
      const stored = (await tx.listRefunds(order.id)).find((row) => row.id === refund.id);
      if (stored?.status !== 'requested') {
        return { kind: 'refunded', order, refund: stored ?? refund } as const;
      }
      const refundedTetri = order.refundedTetri + refund.amountTetri;
      const paymentStatus = refundedTetri >= order.priceTetri ? 'reversed' : 'approved';
      const at = deps.clock.now();
      const moved = await applyRefund(tx, deps.ids, order, { refundedTetri, paymentStatus, at });
      if (moved.kind === 'stale') return null;
      const after = (await tx.findRegistrationById(order.id)) ?? order;
      return {
        kind: 'refunded',
        order: after,
        refund: { ...refund, status: 'approved', settledAt: at },
      } as const;
    });
    if (outcome !== null || attempt >= 3) {
      if (outcome === null)
        throw new Error('The order kept changing while its refund was recorded');
      return outcome;
    }
  }
}

async function settleDeclined(
  deps: RefundOrderDependencies,
  refund: RefundRecord,
  code: string,
  description: string,
): Promise<RefundOrderOutcome> {
  const settledAt = deps.clock.now();
  await deps.store.transaction((tx) =>
    tx.settleRefund({ id: refund.id, status: 'declined', settledAt }),
  );
  return {
    kind: 'declined',
    refund: { ...refund, status: 'declined', settledAt },
    code,
    description,
  };
}

function answered(
  deps: RefundOrderDependencies,
  refund: RefundRecord,
  answer: RefundOutcome,
): Promise<RefundOrderOutcome> | RefundOrderOutcome {
  if (answer.status === 'approved') return recordApproved(deps, refund);
  if (answer.status === 'processing') return { kind: 'processing', refund };
  return settleDeclined(deps, refund, answer.responseCode ?? '', answer.responseDescription ?? '');
}

/**
 * A refund from the operator's console (docs/purchase.md "Refunds"): checks the order can be
 * refunded by that much, stores the intended refund with its reverse id, asks the provider, and
 * records the answer through `applyRefund` — the same path as the provider's own news.
 */
export async function refundOrder(
  deps: RefundOrderDependencies,
  request: RefundOrderRequest,
): Promise<RefundOrderOutcome> {
  const prepared = await prepare(deps, request);
  if ('code' in prepared) return { kind: 'refused', refusal: prepared };
  const { order, refund } = prepared;
  const answer = await deps.gateway.refund({
    orderId: providerOrderId(order.merchantOrderId, order.paymentMethod),
    amount: tetriConstant(refund.amountTetri),
    currency: 'GEL',
    reverseId: refund.reverseId,
    ...(refund.reason === null ? {} : { comment: refund.reason }),
  });
  if (answer.isOk()) return answered(deps, refund, answer.value);
  const error = answer.error;
  if (error.type === 'payment_gateway.unavailable') {
    return { kind: 'no_answer', refund, error: error.type };
  }
  const code = String(error.params?.providerCode ?? error.type);
  return settleDeclined(deps, refund, code, String(error.params?.message ?? ''));
}
