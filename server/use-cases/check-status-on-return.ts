import { providerOrderId } from '../../core/order/payment-method';
import type { PaymentOrderSnapshot } from '../../core/order/payment-order-snapshot';
import type { Clock } from '../../core/ports/clock';
import type { RegistrationRecord } from '../../core/ports/order-store';
import type { PaymentGateway } from '../../core/ports/payment-gateway';
import { isAwaitingPayment } from '../../core/registration/awaiting-payment';
import type { SnapshotOutcome } from './apply-payment-snapshot';

/** What the return's status check needs. */
export interface ReturnStatusCheckOptions {
  readonly clock: Clock;
  readonly gateway: Pick<PaymentGateway, 'fetchOrderStatus'>;
  /** The same verified-snapshot path the callback and reconciliation use. */
  readonly apply: (snapshot: PaymentOrderSnapshot) => Promise<SnapshotOutcome>;
  /** How long the buyer's redirect may wait for the provider (default 3 s). */
  readonly timeoutMs?: number;
  /** At most one question per order in this window (default 30 s). */
  readonly intervalMs?: number;
  /** Orders remembered for the window; the oldest is forgotten past this (default 10,000). */
  readonly maxTracked?: number;
  readonly onResult?: (entry: { readonly orderId: string; readonly outcome: string }) => void;
}

/** Asks the provider about one order, if due; never rejects (failures only delay the answer). */
export type ReturnStatusCheck = (order: RegistrationRecord) => Promise<void>;

const TIMED_OUT = Symbol('timed out');

function within<T>(work: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The browser return's status check (docs/purchase.md "Flitt payment"): for an unpaid order, asks
 * Flitt and applies the verified answer, so a late callback does not delay success; at most once
 * per order per interval in each process, every failure ignored.
 */
export function createReturnStatusCheck(options: ReturnStatusCheckOptions): ReturnStatusCheck {
  const timeoutMs = options.timeoutMs ?? 3_000;
  const intervalMs = options.intervalMs ?? 30_000;
  const maxTracked = options.maxTracked ?? 10_000;
  const askedAt = new Map<string, number>();

  const due = (orderId: string, now: number): boolean => {
    const last = askedAt.get(orderId);
    if (last !== undefined && now - last < intervalMs) return false;
    askedAt.delete(orderId);
    askedAt.set(orderId, now);
    const oldest = askedAt.keys().next();
    if (askedAt.size > maxTracked && !oldest.done) askedAt.delete(oldest.value);
    return true;
  };

  const ask = async (orderId: string): Promise<string> => {
    const answer = await options.gateway.fetchOrderStatus(orderId);
    if (answer.isErr()) return answer.error.type;
    return (await options.apply(answer.value)).kind;
  };

  return async (order) => {
    if (!isAwaitingPayment(order.status)) return;
    if (!due(order.merchantOrderId, options.clock.now().getTime())) return;
    const attempt = providerOrderId(order.merchantOrderId, order.paymentMethod);
    const outcome = await within(ask(attempt), timeoutMs).catch(() => 'error');
    options.onResult?.({
      orderId: order.merchantOrderId,
      outcome: outcome === TIMED_OUT ? 'timeout' : outcome,
    });
  };
}
