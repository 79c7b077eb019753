import BetterSqlite3 from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type AppsScriptFake, startAppsScriptFake } from '../../fakes/apps-script-fake';
import { type SmsOfficeFake, startSmsOfficeFake } from '../../fakes/smsoffice-fake';
import { launchChromium } from './browser';
import { type SiteServer, startSiteServer } from './site-server';

/** The real site wired to local fakes of the spreadsheet webhook and smsoffice.ge. */
export interface FunnelSite {
  readonly server: SiteServer;
  readonly sheets: AppsScriptFake;
  readonly sms: SmsOfficeFake;
  stop(): Promise<void>;
}

/**
 * Starts the Apps Script and smsoffice fakes, then the site configured to deliver to them
 * (SHEETS_WEBHOOK_URL, SMS_PROVIDER=smsoffice, SMSOFFICE_BASE_URL) with a fast outbox poll;
 * `extraEnv` adds or overrides variables (the purchase journeys' payment settings).
 */
export async function startFunnelSite(extraEnv: Record<string, string> = {}): Promise<FunnelSite> {
  const [sheets, sms] = await Promise.all([startAppsScriptFake(), startSmsOfficeFake()]);
  const server = await startSiteServer({
    SHEETS_WEBHOOK_URL: sheets.url,
    SMS_PROVIDER: 'smsoffice',
    SMSOFFICE_API_KEY: sms.apiKey,
    SMSOFFICE_BASE_URL: sms.baseUrl,
    OUTBOX_POLL_MS: '100',
    ...extraEnv,
  });
  return {
    server,
    sheets,
    sms,
    async stop() {
      await server.stop();
      await Promise.all([sheets.stop(), sms.stop()]);
    },
  };
}

/** Runs one query on the server's SQLite file, opened read-only so the test cannot change it. */
export function queryDatabase<Row>(
  server: SiteServer,
  sql: string,
  ...params: readonly unknown[]
): Row[] {
  const db = new BetterSqlite3(server.sqlitePath, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as Row[];
  } finally {
    db.close();
  }
}

/** One analytics event as the page's tracking debug log shows it. */
export interface LoggedEvent {
  readonly name: string;
  readonly outcome: string;
  readonly data: Readonly<Record<string, unknown>>;
}

/**
 * The page's tracking debug log (`window.__trackingDebugLog`, present only when the URL had
 * `debug=tracking`); an error when the hook is missing, so a silent empty log cannot pass a test.
 */
export async function trackedEvents(page: Page): Promise<LoggedEvent[]> {
  return page.evaluate(() => {
    const read = (window as unknown as { __trackingDebugLog?: () => readonly LoggedEvent[] })
      .__trackingDebugLog;
    if (read === undefined)
      throw new Error('no tracking debug log: open the page with debug=tracking');
    return read().map(({ name, outcome, data }) => ({ name, outcome, data }));
  });
}

/** The events of one name that were not dropped as duplicates or invalid. */
export async function firedEvents(page: Page, name: string): Promise<LoggedEvent[]> {
  return (await trackedEvents(page)).filter(
    (event) => event.name === name && (event.outcome === 'sent' || event.outcome === 'queued'),
  );
}

/** The funnel site and a browser for one test file; filled in before the file's first test. */
export interface FunnelContext {
  site: FunnelSite;
  browser: Browser;
}

/**
 * Registers the hooks every funnel journey shares: start the fakes, the site (with `extraEnv` on top)
 * and Chromium before the file's tests, and stop them after.
 */
export function setUpFunnelSite(extraEnv: Record<string, string> = {}): FunnelContext {
  const context = {} as FunnelContext;
  beforeAll(async () => {
    [context.site, context.browser] = await Promise.all([
      startFunnelSite(extraEnv),
      launchChromium(),
    ]);
  });
  afterAll(async () => {
    await context.browser?.close();
    await context.site?.stop();
  });
  return context;
}
