import type { Page } from 'playwright-core';
import { type AppsScriptFake, startAppsScriptFake } from '../../fakes/apps-script-fake';
import { type FlittFake, startFlittFake } from '../../fakes/flitt-fake';
import { type SmsOfficeFake, startSmsOfficeFake } from '../../fakes/smsoffice-fake';
import { queryDatabase } from './funnel-site';
import { type SiteServer, startSiteServer } from './site-server';

/** Flitt's test cards (docs/integrations.md "Flitt test mode") that the local Flitt's widget understands. */
export const TEST_CARDS = {
  approved: '4444555511116666',
  approved3ds: '4444555566661111',
  declined: '4444111155556666',
  mastercardDeclined: '2222555566663333',
  /** Not in the table: the widget reports error 2013 and no callback is sent. */
  invalid: '4111111111111111',
} as const;

/** How the site reaches Flitt in a journey. */
export interface PaymentSiteOptions {
  /**
   * `demo` (default): the offline demo exactly as `npm start` runs it (local Flitt under the
   * site's own origin, callbacks in-process); `fake`: FLITT_MODE=live against the standalone
   * local Flitt on its own port (widget cross-origin, callbacks over HTTP, CSP allows its origin).
   */
  readonly flitt?: 'demo' | 'fake';
  /** `never`: the callback is lost (reconciliation must find the payment); `twice`: duplicated. */
  readonly callbacks?: 'deliver' | 'never' | 'twice';
  readonly callbackDelayMs?: number;
  /** Reconciliation asks about unpaid orders after this many seconds (default 600). */
  readonly reconcileAfterSeconds?: number;
  /** How often the job runs (default 60 000 ms). */
  readonly reconcileIntervalMs?: number;
  readonly env?: Record<string, string>;
}

/** The real site with the spreadsheet and SMS fakes and a local Flitt. */
export interface PaymentSite {
  readonly server: SiteServer;
  readonly sheets: AppsScriptFake;
  readonly sms: SmsOfficeFake;
  /** Only with `flitt: 'fake'`: the standalone local Flitt and its switches. */
  readonly flitt?: FlittFake;
  stop(): Promise<void>;
}

/**
 * Starts the fakes and the built site (run `npm run build` first) for a purchase journey. Example:
 * `const site = await startPaymentSite({ callbacks: 'never', reconcileAfterSeconds: 2,
 * reconcileIntervalMs: 500 })` makes the result page show "unknown", then "success" once the job
 * has asked the local Flitt's status API.
 */
export async function startPaymentSite(options: PaymentSiteOptions = {}): Promise<PaymentSite> {
  const useFake = options.flitt === 'fake';
  const [sheets, sms, flitt] = await Promise.all([
    startAppsScriptFake(),
    startSmsOfficeFake(),
    useFake
      ? startFlittFake({
          callbackMode: options.callbacks ?? 'deliver',
          callbackDelayMs: options.callbackDelayMs ?? 0,
        })
      : Promise.resolve(undefined),
  ]);
  const server = await startSiteServer((baseUrl) => ({
    SHEETS_WEBHOOK_URL: sheets.url,
    SMS_PROVIDER: 'smsoffice',
    SMSOFFICE_API_KEY: sms.apiKey,
    SMSOFFICE_BASE_URL: sms.baseUrl,
    OUTBOX_POLL_MS: '100',
    PAYMENT_CALLBACK_ORIGIN: baseUrl,
    RECONCILE_AFTER_SECONDS: String(options.reconcileAfterSeconds ?? 600),
    RECONCILE_INTERVAL_MS: String(options.reconcileIntervalMs ?? 60_000),
    ...(flitt === undefined
      ? {
          FLITT_MODE: 'demo',
          FLITT_DEMO_CALLBACKS: options.callbacks ?? 'deliver',
          FLITT_DEMO_CALLBACK_DELAY_MS: String(options.callbackDelayMs ?? 0),
        }
      : {
          FLITT_MODE: 'live',
          FLITT_MERCHANT_ID: flitt.merchantId,
          FLITT_SECRET_KEY: flitt.secretKey,
          FLITT_BASE_URL: flitt.baseUrl,
        }),
    ...options.env,
  }));
  return {
    server,
    sheets,
    sms,
    ...(flitt === undefined ? {} : { flitt }),
    async stop() {
      await server.stop();
      await Promise.all([sheets.stop(), sms.stop(), flitt?.stop()]);
    },
  };
}

/** One order row as the journeys check it. */
export interface OrderRow {
  readonly status: string;
  readonly payment_status: string | null;
  readonly public_token: string;
  readonly merchant_order_id: string;
  readonly price_tetri: number;
}

/** The orders in the site's SQLite file, oldest first (read-only). */
export function orderRows(site: PaymentSite): OrderRow[] {
  return queryDatabase<OrderRow>(
    site.server,
    'SELECT status, payment_status, public_token, merchant_order_id, price_tetri FROM registrations ORDER BY created_at',
  );
}

/** The outbox rows of one kind (e.g. `conversion.purchase`) in the site's SQLite file. */
export function outboxRows(
  site: PaymentSite,
  kind: string,
): { status: string; idempotency_key: string }[] {
  return queryDatabase(
    site.server,
    'SELECT status, idempotency_key FROM outbox WHERE kind = ?',
    kind,
  );
}

/**
 * Fills and submits the local Flitt widget mounted on the page (the first one): card number,
 * a future expiry and a CVV, then presses pay.
 */
export async function payWithTestCard(page: Page, card: string): Promise<void> {
  const form = page.locator('form.fake-flitt').first();
  await form.locator('input[autocomplete="cc-number"]').fill(card);
  await form.locator('input[autocomplete="cc-exp"]').fill('12/39');
  await form.locator('input[autocomplete="cc-csc"]').fill('111');
  await form.locator('button[type="submit"]').click();
}
