import { DEFAULT_TOAST_DURATION_MS } from './toast-model';

/** The expiry timers of the toasts on screen, one per toast id. */
export interface ToastTimers {
  /** Starts the toast's timer; `durationMs` defaults to 5 s (docs/site.md "Accessibility"). */
  start(id: number, durationMs: number | undefined): void;
  cancel(id: number): void;
  cancelAll(): void;
}

/** Timers that call `onExpire(id)` when a toast's time is up (kept apart from React to test them). */
export function createToastTimers(onExpire: (id: number) => void): ToastTimers {
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const cancel = (id: number) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
  };
  return {
    start(id, durationMs) {
      cancel(id);
      const delay = durationMs ?? DEFAULT_TOAST_DURATION_MS;
      timers.set(
        id,
        setTimeout(() => {
          timers.delete(id);
          onExpire(id);
        }, delay),
      );
    },
    cancel,
    cancelAll() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
