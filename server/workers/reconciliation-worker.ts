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
 * The reconciliation job (docs/purchase.md "Reconciliation"): each pass asks Flitt about the due
 * unpaid orders, earliest due first within a budget, through the callback's transition, so a paid
 * order whose callback never came completes once.
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
