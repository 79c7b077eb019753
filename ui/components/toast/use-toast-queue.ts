import { useCallback, useEffect, useRef, useState } from 'react';
import { addToast, removeToast, type Toast, type ToastInput } from './toast-model';
import { createToastTimers, type ToastTimers } from './toast-timers';

/** The toasts on screen plus `show` and `dismiss`; each toast removes itself after its duration. */
export function useToastQueue(): {
  readonly toasts: readonly Toast[];
  readonly show: (toast: ToastInput) => void;
  readonly dismiss: (id: number) => void;
} {
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef<ToastTimers | null>(null);
  const remove = useCallback((id: number) => setToasts((current) => removeToast(current, id)), []);
  timers.current ??= createToastTimers(remove);

  const dismiss = useCallback(
    (id: number) => {
      timers.current?.cancel(id);
      remove(id);
    },
    [remove],
  );
  const show = useCallback((input: ToastInput) => {
    const id = nextId.current++;
    setToasts((current) => addToast(current, { ...input, id }));
    timers.current?.start(id, input.durationMs);
  }, []);

  useEffect(() => () => timers.current?.cancelAll(), []);
  return { toasts, show, dismiss };
}
