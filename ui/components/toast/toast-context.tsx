import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { ToastInput } from './toast-model';
import { ToastRegion } from './toast-region';
import { useToastQueue } from './use-toast-queue';

export type { ToastInput, ToastTone } from './toast-model';

/** What `useToast()` gives: a way to show a short, non-essential message. */
export interface ToastApi {
  /** Shows a toast; it disappears by itself after `durationMs` (5 s by default, docs/site.md "Accessibility"). */
  show(toast: ToastInput): void;
}

const ToastContext = createContext<ToastApi | null>(null);

/**
 * Holds the toasts of the page and renders their live regions. The regions exist from the first
 * render (empty), so screen readers announce text added later; errors go to `role="alert"`.
 */
export function ToastProvider({ children }: { readonly children?: ReactNode }) {
  const { toasts, show, dismiss } = useToastQueue();
  const api = useMemo<ToastApi>(() => ({ show }), [show]);
  return (
    <ToastContext value={api}>
      {children}
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </ToastContext>
  );
}

/** The toast API of the surrounding `ToastProvider`; throws outside it (a developer error). */
export function useToast(): ToastApi {
  const value = useContext(ToastContext);
  if (value === null) throw new Error('useToast() must be called inside <ToastProvider>.');
  return value;
}
