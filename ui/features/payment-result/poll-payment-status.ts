import {
  isServerPaymentStatus,
  type ServerPaymentAnswer,
} from '../../../core/payment/payment-result-state';
import { type ApiResult, apiGet } from '../../lib/api/api-client';

/** The customer lookup's answer (docs/purchase.md "Thank-you lookup"): the first name, the payment status, a paid order's receipt. */
export interface PaymentLookup {
  readonly answer: ServerPaymentAnswer;
  readonly firstName?: string;
  /** A paid order's receipt as the server sent it; the success view reads it (`readReceipt`). */
  readonly receipt?: unknown;
  /** Present for an order sent to the bank as an instalment: its result speaks of the bank. */
  readonly paymentMethod?: 'instalment';
}

/** Polling cadence (docs/purchase.md "Checkout"): every 2 s for 30 s while the server says pending. */
export const POLL_INTERVAL_MS = 2_000;
export const POLL_WINDOW_MS = 30_000;

/** Reads one lookup answer; a 404 is "no such order", any other failure "unreachable". */
export function readLookup(result: ApiResult<unknown>): PaymentLookup {
  if (!result.ok) {
    return { answer: { kind: result.status === 404 ? 'not-found' : 'unreachable' } };
  }
  const data = result.data;
  if (typeof data !== 'object' || data === null) return { answer: { kind: 'unreachable' } };
  const { paymentStatus, firstName, receipt, paymentMethod } = data as Record<string, unknown>;
  if (!isServerPaymentStatus(paymentStatus)) return { answer: { kind: 'unreachable' } };
  return {
    answer: { kind: 'status', status: paymentStatus },
    ...(paymentStatus === 'approved' && receipt !== undefined ? { receipt } : {}),
    ...(paymentMethod === 'instalment' ? { paymentMethod } : {}),
    ...(typeof firstName === 'string' && firstName.trim() !== ''
      ? { firstName: firstName.trim() }
      : {}),
  };
}

/** Asks our server about an order token (never the query string's claims). */
export async function lookUpPayment(token: string, signal?: AbortSignal): Promise<PaymentLookup> {
  const result = await apiGet<unknown>(`/payment/customer/${encodeURIComponent(token)}`, {
    ...(signal ? { signal } : {}),
  });
  return readLookup(result);
}

/** What the poller reports: each answer, and whether the polling window has ended. */
export interface PollReport {
  readonly lookup: PaymentLookup;
  readonly windowOver: boolean;
}

/**
 * Asks at once, then every `intervalMs` while the answer is `pending`, for at most `windowMs`; stops
 * on any other answer. Each report says whether the window is over (the page then shows unknown,
 * with a recheck button that starts a new window). Returns the function that stops it.
 */
export function pollPaymentStatus(
  lookUp: (signal: AbortSignal) => Promise<PaymentLookup>,
  onReport: (report: PollReport) => void,
  options: {
    readonly intervalMs?: number;
    readonly windowMs?: number;
    readonly now?: () => number;
  } = {},
): () => void {
  const intervalMs = options.intervalMs ?? POLL_INTERVAL_MS;
  const windowMs = options.windowMs ?? POLL_WINDOW_MS;
  const now = options.now ?? Date.now;
  const startedAt = now();
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const ask = async (): Promise<void> => {
    const lookup = await lookUp(controller.signal);
    if (stopped) return;
    const pending = lookup.answer.kind === 'status' && lookup.answer.status === 'pending';
    const windowOver = now() - startedAt + intervalMs >= windowMs;
    onReport({ lookup, windowOver: pending && windowOver });
    if (pending && !windowOver) timer = setTimeout(() => void ask(), intervalMs);
  };
  void ask();
  return () => {
    stopped = true;
    controller.abort();
    if (timer !== undefined) clearTimeout(timer);
  };
}
