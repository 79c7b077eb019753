import type { BrowserContext, Page, Route } from 'playwright-core';
import enCheckout from '../../../locales/en/checkout.json';
import enErrors from '../../../locales/en/errors.json';
import enPayment from '../../../locales/en/payment.json';
import kaCheckout from '../../../locales/ka/checkout.json';
import kaErrors from '../../../locales/ka/errors.json';
import kaPayment from '../../../locales/ka/payment.json';

/** The locale texts the checkout journeys look elements up by. */
export const CHECKOUT_TEXTS = {
  ka: { checkout: kaCheckout, payment: kaPayment, errors: kaErrors },
  en: { checkout: enCheckout, payment: enPayment, errors: enErrors },
} as const;

/**
 * The docs/purchase.md "HTTP API" played by the browser context itself (playwright routes), so the
 * checkout UI can be exercised before and independently of the payment backend. The journeys
 * against the real backend and fake Flitt live in purchase-*.test.ts.
 */

/** A catalogue answer (docs/purchase.md "Course and price") with the server clock at `serverTime`. */
export function catalogueAnswer(serverTime: Date, earlyBird = true): Record<string, unknown> {
  const deadline = new Date(serverTime.getTime() + (earlyBird ? 3 * 86_400_000 : -60_000));
  return {
    serverTime: serverTime.toISOString(),
    currency: 'GEL',
    vatRatePercent: 18,
    vatIncluded: true,
    sale: { state: 'open', seatsLeft: 25, opensAt: null },
    price: {
      currentTetri: earlyBird ? 250_000 : 270_000,
      earlyBird,
      earlyBirdTetri: 250_000,
      regularTetri: 270_000,
      earlyBirdDeadline: deadline.toISOString(),
      reference: earlyBird ? { priceTetri: 270_000, basis: 'regular', discountPercent: 7 } : null,
      previousPrices: [],
    },
    cohort: {
      number: 7,
      startDate: new Date(deadline.getTime() + 86_400_000).toISOString(),
      earlyBirdDeadline: deadline.toISOString(),
      registrationOpenDate: null,
      registrationCloseDate: null,
      maxCapacity: 25,
    },
  };
}

/** Where the fake widget is served from inside the test context. */
export const FAKE_WIDGET = {
  scriptUrl: '/__fake-flitt/checkout.js',
  styleUrl: '/__fake-flitt/checkout.css',
};

/**
 * A stand-in for checkout.js with the contract's surface (docs/purchase.md "Checkout"): `window.checkout(el, config)` draws a
 * card form into the element and emits `success` or `error` with the model shapes Flitt uses.
 */
const FAKE_WIDGET_SCRIPT = `
window.checkout = function (element, config) {
  var listeners = {};
  var emit = function (name, values) {
    (listeners[name] || []).forEach(function (fn) { fn({ attr: function (path) { return values[path]; } }); });
  };
  var form = document.createElement('form');
  form.className = 'fake-flitt';
  form.innerHTML = '<label>Card number <input name="card" autocomplete="cc-number"></label>' +
    '<button type="submit">Pay</button><button type="button" data-cancel>Cancel payment</button>';
  form.dataset.token = config.params.token;
  form.dataset.methods = config.options.methods.join(',');
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var card = form.querySelector('input').value.replace(/\\s/g, '');
    var order = { order_id: 'course-test-1', payment_id: 9001 };
    if (card === '4444555511116666') { order.order_status = 'approved'; emit('success', { 'order.order_data': order }); }
    else { order.order_status = 'declined'; emit('error', { 'order.order_data': order, 'error.code': 1004, 'error.message': 'Declined' }); }
  });
  form.querySelector('[data-cancel]').addEventListener('click', function () { emit('error', { 'error.code': 'cancelled' }); });
  element.appendChild(form);
  window.__fakeFlittMounted = (window.__fakeFlittMounted || 0) + 1;
  return {
    $on: function (name, fn) { (listeners[name] = listeners[name] || []).push(fn); if (name === 'ready') setTimeout(fn, 0); return this; },
    $destroy: function () { form.remove(); window.__fakeFlittDestroyed = (window.__fakeFlittDestroyed || 0) + 1; }
  };
};`;

function json(route: Route, status: number, body: unknown): Promise<void> {
  return route.fulfill({
    status,
    contentType: 'application/json',
    headers: { 'cache-control': 'no-store' },
    body: JSON.stringify(body),
  });
}

/** Options of the contract routes. */
export interface ContractRoutes {
  readonly catalogue?: Record<string, unknown>;
  /** Status and body of `POST /api/checkout`; 201 with a valid answer by default. */
  readonly checkout?: { readonly status: number; readonly body: unknown };
  /** The customer lookup answers in order (the last one repeats). */
  readonly customer?: readonly { readonly status: number; readonly body: unknown }[];
  /** Serve the fake widget; false makes its script fail to load. */
  readonly widget?: boolean;
}

/** What the routes saw, for assertions. */
export interface ContractLog {
  readonly checkoutBodies: unknown[];
  readonly customerTokens: string[];
}

/**
 * Installs the contract routes on a page (`visit`'s `routePage`, for a reused page) or a context
 * (`prepare`, for a fresh one).
 */
export async function routeContract(
  context: BrowserContext | Page,
  options: ContractRoutes = {},
): Promise<ContractLog> {
  const log: ContractLog = { checkoutBodies: [], customerTokens: [] };
  await context.route('**/api/catalogue', (route) =>
    json(route, 200, options.catalogue ?? catalogueAnswer(new Date())),
  );
  await context.route('**/api/checkout', (route) => {
    log.checkoutBodies.push(route.request().postDataJSON());
    const answer = options.checkout ?? {
      status: 201,
      body: {
        checkoutToken: 'f'.repeat(40),
        orderToken: 'order-token-abcdefghijklmnopqrstuv',
        amountTetri: 250_000,
        currency: 'GEL',
        widget: FAKE_WIDGET,
      },
    };
    return json(route, answer.status, answer.body);
  });
  const customer = [
    ...(options.customer ?? [
      { status: 200, body: { firstName: 'ნინო', paymentStatus: 'approved' } },
    ]),
  ];
  await context.route('**/api/payment/customer/*', (route) => {
    log.customerTokens.push(decodeURIComponent(route.request().url().split('/').pop() ?? ''));
    const answer = customer.length > 1 ? customer.shift() : customer[0];
    return json(route, answer?.status ?? 500, answer?.body ?? {});
  });
  await context.route('**/__fake-flitt/**', (route) => {
    if (options.widget === false) return route.fulfill({ status: 404, body: 'gone' });
    const url = route.request().url();
    return url.endsWith('.css')
      ? route.fulfill({
          status: 200,
          contentType: 'text/css',
          body: '.fake-flitt{display:grid;gap:8px;padding:16px}',
        })
      : route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_WIDGET_SCRIPT });
  });
  return log;
}
