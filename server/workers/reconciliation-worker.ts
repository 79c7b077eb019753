import { providerOrderId } from '../../core/payment/payment-method';
import type { PaymentOrderSnapshot } from '../../core/payment/payment-order-snapshot';
import {
  hasProviderSettled,
  type StatusCheckPolicy,
  statusCheckDueAt,
} from '../../core/payment/status-check-schedule';
import type { Clock } from '../../core/ports/clock';
import type { OrderStore, RegistrationRecord } from '../../core/ports/order-store';
import type { PaymentGateway } from '../../core/ports/payment-gateway';
import type { RegistrationStore } from '../../core/ports/registration-store';
import { AWAITING_PAYMENT_STATUSES } from '../../core/registration/awaiting-payment';
import type { SnapshotOutcome } from '../use-cases/apply-payment-snapshot';
import { moveRegistration } from '../use-cases/move-registration';

/** One order the job asked about, for the log (no personal data). */
export interface ReconciliationEntry {
  readonly orderId: string;
  readonly outcome:
    | SnapshotOutcome['kind']
    | 'unknown_to_provider'
    | 'failed_unknown_to_provider'
    | 'provider_error';
  readonly code?: string;
}

/** What one pass did: orders claimed (at most the budget) and questions answered or failed. */
export interface ReconciliationPass {
  readonly claimed: number;
  readonly entries: readonly ReconciliationEntry[];
}

/** What the job needs. */
export interface ReconciliationOptions {
  readonly store: OrderStore & Pick<RegistrationStore, 'transaction'>;
  readonly clock: Clock;
  readonly gateway: Pick<PaymentGateway, 'fetchOrderStatus'>;
  /** The same transition the callback route uses. */
  readonly apply: (snapshot: PaymentOrderSnapshot) => Promise<SnapshotOutcome>;
  /** When each order is due (core's schedule); its `intervalMs` is also the time between passes. */
  readonly schedule: StatusCheckPolicy;
  /** Status questions per pass at most. */
  readonly budgetPerPass: number;
  readonly onResult?: (entry: ReconciliationEntry) => void;
  readonly onPass?: (pass: ReconciliationPass) => void;
  readonly onError?: (error: unknown) => void;
}

/** The running job. */
export interface ReconciliationWorker {
  start(): void;
  stop(): Promise<void>;
  /** One pass now; resolves with what it did. */
  runOnce(): Promise<ReconciliationPass>;
}

/**
 * The reconciliation job (docs/purchase.md "Reconciliation"; Flitt gives up retrying a callback after
 * a day). Each pass claims the orders still waiting for their payment whose status check is due,
 * earliest due first and at most `budgetPerPass`, asks `/api/status/order_id` about each and feeds
 * the answer through the same transition as the callback, so a paid order whose callback never came
 * is completed, once. Then core's schedule sets the order's next due time, further apart as the
 * order ages, so abandoned checkouts cannot crowd out the others. An order Flitt still does not know
 * once its lifetime is over gets the lifecycle's `registration.fail` and is not asked about again.
 */
export function createReconciliationWorker(options: ReconciliationOptions): ReconciliationWorker {
  const { store, clock, schedule } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<ReconciliationPass> | undefined;
  let stopped = true;

  const failUnknown = async (order: RegistrationRecord, at: Date) =>
    store.transaction(async (tx) => {
      // Read again inside the transaction: the machine decides from the stored state, not the claim's.
      const current = await tx.findRegistrationById(order.id);
      if (current === null) return;
      await moveRegistration(tx, current, { event: { type: 'registration.fail', at }, at });
    });

  const ask = async (order: RegistrationRecord, askedAt: Date): Promise<ReconciliationEntry> => {
    // The attempt the buyer is on: the card order, or the bank's instalment application.
    const orderId = providerOrderId(order.merchantOrderId, order.paymentMethod);
    const answer = await options.gateway.fetchOrderStatus(orderId);
    let entry: ReconciliationEntry;
    if (answer.isOk()) {
      entry = { orderId, outcome: (await options.apply(answer.value)).kind };
    } else if (answer.error.type !== 'payment_gateway.not_found') {
      // No answer: nothing is recorded, so the order is due again when its claim's lease ends.
      return { orderId, outcome: 'provider_error', code: answer.error.type };
    } else if (hasProviderSettled(order.createdAt, askedAt, schedule)) {
      await failUnknown(order, clock.now());
      entry = { orderId, outcome: 'failed_unknown_to_provider' };
    } else {
      entry = { orderId, outcome: 'unknown_to_provider' };
    }
    await store.recordStatusCheck({
      id: order.id,
      checkedAt: askedAt,
      nextCheckAt: statusCheckDueAt(
        { createdAt: order.createdAt, lastCheckedAt: askedAt },
        schedule,
      ),
    });
    return entry;
  };

  const pass = async (): Promise<ReconciliationPass> => {
    const now = clock.now();
    // The lease keeps every other pass (this instance's or another's) off these orders for one
    // interval; a recorded check moves the due time past it (core's schedule: ≥ one interval).
    const leaseUntil = new Date(now.getTime() + schedule.intervalMs);
    const claimed = await store.claimStatusChecks({
      statuses: AWAITING_PAYMENT_STATUSES,
      now,
      limit: options.budgetPerPass,
      leaseUntil,
    });
    claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1));
    const entries: ReconciliationEntry[] = [];
    for (const order of claimed) {
      const askedAt = clock.now();
      // Past the lease another pass may claim the order: leave the rest to be claimed again.
      if (askedAt.getTime() >= leaseUntil.getTime()) break;
      const entry = await ask(order, askedAt);
      options.onResult?.(entry);
      entries.push(entry);
    }
    const done = { claimed: claimed.length, entries };
    options.onPass?.(done);
    return done;
  };

  const runOnce = () => {
    running ??= pass().finally(() => {
      running = undefined;
    });
    return running;
  };

  const scheduleNext = () => {
    if (stopped) return;
    timer = setTimeout(async () => {
      try {
        await runOnce();
      } catch (error) {
        options.onError?.(error);
      }
      scheduleNext();
    }, schedule.intervalMs);
    timer.unref();
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      scheduleNext();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
    runOnce,
  };
}
