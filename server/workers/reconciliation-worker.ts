import type { PaymentOrderSnapshot } from '../../core/payment/payment-order-snapshot';
import type { Clock } from '../../core/ports/clock';
import type { PaymentGateway } from '../../core/ports/payment-gateway';
import type { RegistrationStore } from '../../core/ports/registration-store';
import type { SnapshotOutcome } from '../use-cases/apply-payment-snapshot';

/** One order the job asked about, for the log (no personal data). */
export interface ReconciliationEntry {
  readonly orderId: string;
  readonly outcome: SnapshotOutcome['kind'] | 'failed_unknown_to_provider' | 'provider_error';
  readonly code?: string;
}

/** What the job needs. */
export interface ReconciliationOptions {
  readonly store: Pick<RegistrationStore, 'listRegistrations' | 'transaction'>;
  readonly clock: Clock;
  readonly gateway: Pick<PaymentGateway, 'fetchOrderStatus'>;
  /** The same transition the callback route uses. */
  readonly apply: (snapshot: PaymentOrderSnapshot) => Promise<SnapshotOutcome>;
  /** Orders unchanged for at least this long are asked about (docs/security.md "Payment callbacks": ~10 minutes). */
  readonly afterMs: number;
  readonly intervalMs: number;
  /** Orders per pass (default 50), oldest change first. */
  readonly batchSize?: number;
  readonly onResult?: (entry: ReconciliationEntry) => void;
  readonly onError?: (error: unknown) => void;
}

/** The running job. */
export interface ReconciliationWorker {
  start(): void;
  stop(): Promise<void>;
  /** One pass now; resolves with what it did (tests, operators). */
  runOnce(): Promise<ReconciliationEntry[]>;
}

/**
 * The reconciliation job (docs/security.md "Payment callbacks"; Flitt gives up retrying after
 * a day): asks `/api/status/order_id` about orders still pending or payment_initiated after
 * `afterMs` and feeds each answer through the same transition as the callback, so a paid order
 * whose callback never came is completed, once. An order Flitt does not know (its token was never
 * created) is failed, so it stops being asked about.
 */
export function createReconciliationWorker(options: ReconciliationOptions): ReconciliationWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<ReconciliationEntry[]> | undefined;
  let stopped = true;

  const failUnknown = async (id: string, expectedStatus: 'pending' | 'payment_initiated') =>
    options.store.transaction((tx) =>
      tx.updateRegistration({
        id,
        expectedStatus,
        changes: { status: 'failed' },
        updatedAt: options.clock.now(),
      }),
    );

  const pass = async (): Promise<ReconciliationEntry[]> => {
    const cutoff = new Date(options.clock.now().getTime() - options.afterMs);
    const orders = await options.store.listRegistrations({
      statuses: ['pending', 'payment_initiated'],
      updatedBefore: cutoff,
      limit: options.batchSize ?? 50,
    });
    const entries: ReconciliationEntry[] = [];
    for (const order of orders) {
      const answer = await options.gateway.fetchOrderStatus(order.merchantOrderId);
      let entry: ReconciliationEntry;
      if (answer.isOk()) {
        const outcome = await options.apply(answer.value);
        entry = { orderId: order.merchantOrderId, outcome: outcome.kind };
      } else if (answer.error.type === 'payment_gateway.not_found') {
        const status = order.status === 'pending' ? 'pending' : 'payment_initiated';
        await failUnknown(order.id, status);
        entry = { orderId: order.merchantOrderId, outcome: 'failed_unknown_to_provider' };
      } else {
        entry = {
          orderId: order.merchantOrderId,
          outcome: 'provider_error',
          code: answer.error.type,
        };
      }
      options.onResult?.(entry);
      entries.push(entry);
    }
    return entries;
  };

  const runOnce = () => {
    running ??= pass().finally(() => {
      running = undefined;
    });
    return running;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(async () => {
      try {
        await runOnce();
      } catch (error) {
        options.onError?.(error);
      }
      schedule();
    }, options.intervalMs);
    timer.unref();
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
    runOnce,
  };
}
