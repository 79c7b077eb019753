import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  createMemoryConversionTracker,
  type MemoryConversionTracker,
} from '../../../adapters/conversions/memory-conversion-tracker';
import {
  createMemoryEmailSender,
  type MemoryEmailSender,
} from '../../../adapters/email/memory-email-sender';
import { createCryptoIds } from '../../../adapters/ids/crypto-ids';
import {
  createMemoryLeadSink,
  type MemoryLeadSink,
} from '../../../adapters/leads/memory-lead-sink';
import {
  createOfflineFlitt,
  type OfflineFlitt,
} from '../../../adapters/payments/flitt-demo/offline-flitt';
import { signFlittParams } from '../../../adapters/payments/flitt-signature';
import {
  createMemorySmsSender,
  type MemorySmsSender,
} from '../../../adapters/sms/memory-sms-sender';
import { createMemorySmsCapStore } from '../../../adapters/sms-caps/memory-sms-cap-store';
import { createMemoryStore } from '../../../adapters/store/memory';
import { PAYMENT_LIFETIME_SECONDS } from '../../../core/checkout/seat-hold';
import { CONSENT_COOKIE, consentCookieValue } from '../../../core/consent/tracking-consent';
import type { RegistrationStore } from '../../../core/ports/registration-store';
import type { SiteConfig } from '../../../core/site-config/site-config';
import { DEFAULT_SMS_CAPS } from '../../../core/sms/sms-caps';
import { buildApp } from '../../../server/app';
import { parseConfig } from '../../../server/config/config';
import { createSmsGuard } from '../../../server/sms/sms-guard';
import { shippedCohortsWithCapacity, siteConfigFixture } from '../../support/site-config-fixture';
import { createTestClock, type TestClock } from './lead-delivery-app';
import type { SiteFixture } from './site-fixture';

/** The app with the purchase funnel on the offline Flitt, a store and memory sinks. */
export interface PaymentsApp {
  readonly app: FastifyInstance;
  readonly store: RegistrationStore;
  readonly flitt: OfflineFlitt;
  readonly sink: MemoryLeadSink;
  readonly sms: MemorySmsSender;
  readonly email: MemoryEmailSender;
  readonly conversions: MemoryConversionTracker;
  readonly clock: TestClock;
  readonly logs: () => string;
}

/** Options: env overrides and the store (a fresh memory store by default). */
export interface PaymentsAppOptions {
  readonly env?: Record<string, string>;
  readonly store?: RegistrationStore;
  readonly clock?: TestClock;
  /** The operator configuration; by default the shipped one with room for every test's orders. */
  readonly siteConfig?: SiteConfig;
}

/** Builds and readies the app: site origin https://example.ge, Flitt's test merchant. */
export async function buildPaymentsApp(
  fixture: SiteFixture,
  options: PaymentsAppOptions = {},
): Promise<PaymentsApp> {
  const config = parseConfig({
    SITE_DIR: fixture.siteDir,
    LOCALES_DIR: fixture.localesDir,
    SITE_ORIGIN: 'https://example.ge',
    // A public origin runs test payments only when told to (docs/operations.md "Payment mode").
    FLITT_MODE: 'demo',
    LOG_LEVEL: 'info',
    OUTBOX_POLL_MS: '50',
    FORM_RATE_LIMIT_PER_MINUTE: '1000000',
    CHECKOUT_RATE_LIMIT_PER_MINUTE: '1000000',
    PAYMENT_LOOKUP_RATE_LIMIT_PER_MINUTE: '1000000',
    RECONCILE_INTERVAL_MS: '3600000',
    ...options.env,
  })._unsafeUnwrap();
  const provider = config.payments.provider;
  if (provider.kind !== 'demo') throw new Error('payments tests run on the offline Flitt');
  const clock = options.clock ?? createTestClock();
  // The local Flitt shares the test clock, so its orders expire when the test says time has passed.
  const flitt = createOfflineFlitt({
    ...provider,
    prefix: '/flitt-demo',
    orderLifetimeSeconds: PAYMENT_LIFETIME_SECONDS,
    now: clock.now,
  });
  const store = options.store ?? createMemoryStore();
  const sink = createMemoryLeadSink();
  const sms = createMemorySmsSender();
  const email = createMemoryEmailSender();
  const conversions = createMemoryConversionTracker();
  let lines = '';
  const app = buildApp({
    config,
    dependencies: {
      siteConfig: options.siteConfig ?? siteConfigFixture(shippedCohortsWithCapacity(100_000)),
      store,
      clock,
      ids: createCryptoIds(),
      delivery: {
        leadSink: sink,
        smsSender: sms,
        emailSender: email,
        conversionTracker: conversions,
        // Payment SMS are not capped by the form caps: one per paid order by key (docs/decisions.md).
        smsGuard: createSmsGuard({
          caps: DEFAULT_SMS_CAPS,
          clock,
          store: createMemorySmsCapStore(),
        }),
        random: () => 0.5,
      },
      payments: {
        gateway: flitt.gateway,
        verifier: flitt.verifier,
        widget: flitt.widget,
        demo: flitt.demo,
      },
    },
    logStream: {
      write: (line) => {
        lines += line;
      },
    },
  });
  await app.ready();
  return { app, store, flitt, sink, sms, email, conversions, clock, logs: () => lines };
}

/** A valid checkout body as the contact step sends it. */
export function checkoutBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: 'ნინო',
    lastName: 'ბერიძე',
    email: 'nino@example.ge',
    phoneNumber: '555 12 34 56',
    language: 'ka',
    ...overrides,
  };
}

/**
 * The consent cookie of a visitor who opted in to advertising (and analytics): the only visitor
 * whose order sends server-side conversions (docs/messaging.md "Conversions").
 */
export const ADVERTISING_CONSENT_COOKIE = `${CONSENT_COOKIE}=${consentCookieValue(
  { analytics: true, advertising: true },
  new Date('2026-11-24T00:00:00Z'),
)}`;

/** What `POST /api/checkout` answered. */
export interface StartedCheckout {
  readonly checkoutToken: string;
  readonly orderToken: string;
  readonly amountTetri: number;
  readonly merchantOrderId: string;
}

/**
 * Starts a checkout and returns its tokens and the order id Flitt received; the visitor consented
 * to advertising unless `cookie` says otherwise ('' for no consent cookie at all).
 */
export async function startCheckout(
  payments: PaymentsApp,
  overrides: Record<string, unknown> = {},
  cookie = ADVERTISING_CONSENT_COOKIE,
): Promise<StartedCheckout> {
  const response = await payments.app.inject({
    method: 'POST',
    url: '/api/checkout',
    payload: checkoutBody(overrides),
    ...(cookie === '' ? {} : { headers: { cookie } }),
  });
  if (response.statusCode !== 201) throw new Error(`checkout answered ${response.statusCode}`);
  const body = response.json() as {
    checkoutToken: string;
    orderToken: string;
    amountTetri: number;
  };
  const order = await payments.store.findRegistrationByPublicToken(body.orderToken);
  if (order === null) throw new Error('checkout stored no order');
  return { ...body, merchantOrderId: order.merchantOrderId };
}

/** A callback for an order exactly as the local Flitt would sign it (test merchant, key `test`). */
export function signedCallback(
  orderId: string,
  fields: Record<string, string> = {},
  secretKey = 'test',
): Record<string, string> {
  return signFlittParams(
    {
      order_id: orderId,
      merchant_id: '1549901',
      amount: '250000',
      currency: 'GEL',
      order_status: 'approved',
      response_status: 'success',
      payment_id: '800123456',
      reversal_amount: '0',
      actual_amount: '250000',
      actual_currency: 'GEL',
      additional_info: JSON.stringify({ transaction_id: 900123456, is_test: true }),
      ...fields,
    },
    secretKey,
  );
}

/** Posts a callback body (JSON by default) to the callback route. */
export function postCallback(
  app: FastifyInstance,
  params: Record<string, string>,
  format: 'json' | 'form' = 'json',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/payment/payment-callback',
    headers: {
      'content-type': format === 'json' ? 'application/json' : 'application/x-www-form-urlencoded',
    },
    payload: format === 'json' ? JSON.stringify(params) : new URLSearchParams(params).toString(),
  });
}
