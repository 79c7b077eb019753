import type { Language } from '../../../core/language/languages';
import { loadScript } from '../../components/video-player/load-script';

/** The model Flitt's checkout-vue hands to its event listeners (docs/integrations.md "Flitt embedded checkout"). */
export interface FlittModel {
  attr(path: string): unknown;
}

/** The app `window.checkout()` returns: listeners and teardown (docs/purchase.md "Flitt payment"). */
export interface FlittApp {
  $on(event: 'ready' | 'success' | 'error', listener: (model: FlittModel) => void): unknown;
  $destroy(): void;
}

/** The configuration the embedded checkout is mounted with: card only, inline, the page language. */
export interface FlittConfig {
  readonly options: {
    readonly methods: readonly ['card'];
    readonly card_icons: readonly ['visa', 'mastercard'];
    readonly full_screen: false;
    readonly locales: readonly [Language];
    readonly show_title: false;
    readonly show_link: false;
  };
  readonly params: { readonly token: string; readonly lang: Language };
}

declare global {
  interface Window {
    /** Defined by Flitt's checkout.js (or the local fake's) once it has run. */
    checkout?: (element: HTMLElement | string, config: FlittConfig) => FlittApp;
  }
}

/** The widget config for a checkout token (token mode: amount and order are fixed server-side). */
export function flittConfig(token: string, language: Language): FlittConfig {
  return {
    options: {
      methods: ['card'],
      card_icons: ['visa', 'mastercard'],
      full_screen: false,
      locales: [language],
      show_title: false,
      show_link: false,
    },
    params: { token, lang: language },
  };
}

const styles = new Map<string, Promise<void>>();

/** Adds the widget's stylesheet once; resolves when it has loaded, rejects when it cannot. */
export function loadStylesheet(href: string): Promise<void> {
  const existing = styles.get(href);
  if (existing) return existing;
  const loading = new Promise<void>((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => {
      styles.delete(href);
      link.remove();
      reject(new Error(`failed to load ${href}`));
    };
    document.head.append(link);
  });
  styles.set(href, loading);
  return loading;
}

/**
 * Loads checkout.js and checkout.css (only on the payment step) and answers the global `checkout`
 * function, or rejects when either cannot load or the script defined nothing (docs/validation.md "Error codes"
 * "Failed to load Flitt payment script", "Flitt checkout not available").
 */
export async function loadFlitt(widget: {
  readonly scriptUrl: string;
  readonly styleUrl: string;
}): Promise<NonNullable<Window['checkout']>> {
  await Promise.all([loadScript(widget.scriptUrl), loadStylesheet(widget.styleUrl)]);
  const checkout = window.checkout;
  if (typeof checkout !== 'function') throw new Error('checkout() is not defined');
  return checkout;
}

/** The result route's status values (docs/purchase.md "Flitt payment"). */
export type WidgetOrderStatus = 'approved' | 'declined' | 'cancelled' | 'expired';

/** Where the widget's outcome sends the visitor: the status and the provider's ids when present. */
export interface WidgetOutcome {
  readonly orderStatus: WidgetOrderStatus;
  readonly orderId?: string;
  readonly paymentId?: string;
  readonly transactionId?: string;
  /** Flitt's decline code (`response_code`, else the widget's `error.code`), display-only. */
  readonly responseCode?: string;
}

function text(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)
    : undefined;
}

function readAttr(model: FlittModel, path: string): unknown {
  try {
    return model.attr(path);
  } catch {
    return undefined;
  }
}

/**
 * Reads a widget event (docs/purchase.md "Flitt payment"): `success` is approved; `error` is declined, or cancelled when
 * the order or the error says so (a buyer closing the payment), or expired when the order's lifetime
 * ran out (the seat reservation is over, docs/purchase.md "Seats"). A decline carries `order.order_data`.
 * The ids are copied when present; they are display-only (the result page asks our server).
 */
export function widgetOutcome(event: 'success' | 'error', model: FlittModel): WidgetOutcome {
  const order = record(readAttr(model, 'order.order_data')) ?? {};
  const status = text(order.order_status);
  const errorCode = text(readAttr(model, 'error.code'));
  const cancelled = status === 'cancelled' || errorCode === 'cancelled';
  const orderStatus: WidgetOrderStatus =
    event === 'success' && status !== 'declined' && status !== 'expired'
      ? 'approved'
      : cancelled
        ? 'cancelled'
        : status === 'expired'
          ? 'expired'
          : 'declined';
  const orderId = text(order.order_id);
  const paymentId = text(order.payment_id);
  const transactionId = text(order.transaction_id);
  // Only numeric codes: the result page maps them to a message in its own language (docs/purchase.md "Decline reasons").
  const code = orderStatus === 'declined' ? (text(order.response_code) ?? errorCode) : undefined;
  const responseCode = code !== undefined && /^\d{1,6}$/.test(code) ? code : undefined;
  return {
    orderStatus,
    ...(orderId ? { orderId } : {}),
    ...(paymentId ? { paymentId } : {}),
    ...(transactionId ? { transactionId } : {}),
    ...(responseCode ? { responseCode } : {}),
  };
}

/** `/{lang}/payment-success?order_status=…&payment_id=…&order_id=…&transaction_id=…&response_code=…&token=…`. */
export function paymentResultPath(
  language: Language,
  outcome: WidgetOutcome,
  orderToken: string,
): string {
  const query = new URLSearchParams({ order_status: outcome.orderStatus });
  if (outcome.paymentId) query.set('payment_id', outcome.paymentId);
  if (outcome.orderId) query.set('order_id', outcome.orderId);
  if (outcome.transactionId) query.set('transaction_id', outcome.transactionId);
  if (outcome.responseCode) query.set('response_code', outcome.responseCode);
  query.set('token', orderToken);
  return `/${language}/payment-success?${query.toString()}`;
}
