/** How a toast looks and how urgently it is announced (errors interrupt, the rest wait). */
export type ToastTone = 'success' | 'error' | 'info';

/** What a caller passes to `show()`: already translated texts, never an essential action. */
export interface ToastInput {
  readonly title: string;
  readonly description?: string;
  readonly tone: ToastTone;
  /** How long it stays; 5 s when omitted (docs/site.md "Accessibility", "success toast 5 s"). */
  readonly durationMs?: number;
}

/** A toast on screen, with the id its timer and key use. */
export interface Toast extends ToastInput {
  readonly id: number;
}

/** Default lifetime of a toast (docs/site.md "Accessibility"). */
export const DEFAULT_TOAST_DURATION_MS = 5000;

/** At most this many toasts are kept; older ones go first so the stack never covers the page. */
export const MAX_VISIBLE_TOASTS = 3;

/** Adds a toast, dropping the oldest beyond the cap. */
export function addToast(toasts: readonly Toast[], toast: Toast): readonly Toast[] {
  return [...toasts, toast].slice(-MAX_VISIBLE_TOASTS);
}

/** Removes one toast by id. */
export function removeToast(toasts: readonly Toast[], id: number): readonly Toast[] {
  return toasts.filter((toast) => toast.id !== id);
}
