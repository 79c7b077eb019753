/** One server callback the demo provider posts: the URL, the signed fields and the body format. */
export interface DemoCallback {
  readonly url: string;
  readonly params: Readonly<Record<string, string>>;
  readonly format: 'json' | 'form';
}

/** Posts one callback and resolves with the HTTP status the merchant answered. */
export type DemoCallbackPoster = (callback: DemoCallback) => Promise<number>;

/** One attempt at a callback and what the merchant answered (`failed`: no answer at all). */
export interface DemoDelivery {
  readonly callback: DemoCallback;
  readonly status: number | 'failed';
  /** 1 for the first post, 2–7 for Flitt's retries. */
  readonly attempt: number;
}

/** A retry Flitt has scheduled for a callback the merchant did not take. */
export interface DemoCallbackRetry {
  readonly callback: DemoCallback;
  readonly attempt: number;
  /** Seconds after the failed attempt, from Flitt's schedule. */
  readonly afterSeconds: number;
}

/** Flitt's retries of a callback not answered 200 (docs/integrations.md "Flitt callback"). */
const FLITT_CALLBACK_RETRY_SECONDS: readonly number[] = [2, 60, 300, 600, 3600, 86_400];

/** Posts callbacks as Flitt does, retrying on its schedule, with switches for tests. */
export interface DemoCallbackDelivery {
  /** Posts `copies` of a callback after `delayMs`; resolves when those first attempts are answered. */
  send(callback: DemoCallback, copies: number, delayMs: number): Promise<void>;
  deliveries(): readonly DemoDelivery[];
  /** The retries waiting on their timers. */
  pendingRetries(): readonly DemoCallbackRetry[];
  /** Makes every waiting retry now (tests do not wait minutes); resolves when they are answered. */
  retryNow(): Promise<void>;
  /** Resolves when every post started so far has been answered (waiting retries not included). */
  settled(): Promise<void>;
  /** Cancels the waiting retries; none is scheduled afterwards. */
  close(): void;
}

/**
 * Callback delivery of the local Flitt: every callback the merchant does not answer with 200 is
 * posted again after 2 s, 1 min, 5 min, 10 min, 1 h and 24 h, then given up. The timers do not keep
 * the process alive.
 */
export function createDemoCallbackDelivery(post: DemoCallbackPoster): DemoCallbackDelivery {
  const deliveries: DemoDelivery[] = [];
  const inFlight = new Set<Promise<void>>();
  const waiting = new Map<DemoCallbackRetry, ReturnType<typeof setTimeout>>();
  let closed = false;

  const track = (task: Promise<void>) => {
    inFlight.add(task);
    void task.finally(() => inFlight.delete(task));
    return task;
  };

  const attempt = async (callback: DemoCallback, number: number): Promise<void> => {
    const status = await post(callback).catch(() => 'failed' as const);
    deliveries.push({ callback, status, attempt: number });
    const afterSeconds = FLITT_CALLBACK_RETRY_SECONDS[number - 1];
    if (status === 200 || afterSeconds === undefined || closed) return;
    const retry: DemoCallbackRetry = { callback, attempt: number + 1, afterSeconds };
    const timer = setTimeout(() => void fire(retry), afterSeconds * 1000);
    timer.unref();
    waiting.set(retry, timer);
  };

  const fire = (retry: DemoCallbackRetry): Promise<void> => {
    clearTimeout(waiting.get(retry));
    waiting.delete(retry);
    return track(attempt(retry.callback, retry.attempt));
  };

  return {
    send(callback, copies, delayMs) {
      const run = async () => {
        if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
        await Promise.all(Array.from({ length: copies }, () => attempt(callback, 1)));
      };
      return track(run());
    },
    deliveries: () => [...deliveries],
    pendingRetries: () => [...waiting.keys()],
    async retryNow() {
      await Promise.all([...waiting.keys()].map(fire));
    },
    async settled() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    close() {
      closed = true;
      for (const timer of waiting.values()) clearTimeout(timer);
      waiting.clear();
    },
  };
}
