import {
  type ReconciliationPass,
  type ReconciliationPassOptions,
  reconciliationPass,
} from './reconciliation-pass';

/** What the job needs. */
export interface ReconciliationOptions extends ReconciliationPassOptions {
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
  const { schedule } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<ReconciliationPass> | undefined;
  let stopped = true;

  const runOnce = () => {
    running ??= reconciliationPass(options).finally(() => {
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
