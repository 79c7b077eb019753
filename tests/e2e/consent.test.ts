import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../core/language/languages';
import enCommon from '../../locales/en/common.json';
import enLanding from '../../locales/en/landing.json';
import kaCommon from '../../locales/ka/common.json';
import kaLanding from '../../locales/ka/landing.json';
import { type AppsScriptFake, startAppsScriptFake } from '../fakes/apps-script-fake';
import { launchChromium } from './support/browser';
import {
  type ConfiguredSite,
  shippedSiteConfig,
  startConfiguredSite,
} from './support/configured-site';
import { queryDatabase } from './support/funnel-site';
import { trackReactCommits, waitForHydration, waitForInteractive } from './support/hydration';
import { recordLayoutShifts, unexpectedLayoutShift } from './support/layout-shift';

/*
 * docs/legal.md "Consent to tracking": with every tag id configured and
 * their hosts stubbed, nothing leaves for an analytics or ad host before consent; analytics only
 * loads the analytics script only; withdrawing from the footer stops it on the next page; the
 * banner shifts nothing. Then docs/legal.md "Marketing opt-in": a registration with the opt-in
 * and one without reach the store and the sheet with the choice.
 */

const TEXTS = {
  ka: { common: kaCommon, landing: kaLanding },
  en: { common: enCommon, landing: enLanding },
} as const;

const IDS = {
  VITE_GA4_ID: 'G-CONSENT1',
  VITE_META_PIXEL_ID: '123456789012345',
  VITE_LINKEDIN_PARTNER_ID: '1234567',
};

const ANALYTICS_HOSTS = ['googletagmanager.com', 'google-analytics.com', 'analytics.google.com'];
const AD_HOSTS = ['facebook.net', 'facebook.com', 'licdn.com', 'linkedin.com', 'doubleclick.net'];
const TRACKING_HOSTS = [...ANALYTICS_HOSTS, ...AD_HOSTS];

let browser: Browser;
let site: ConfiguredSite;
let sheets: AppsScriptFake;

beforeAll(async () => {
  sheets = await startAppsScriptFake();
  [browser, site] = await Promise.all([
    launchChromium(),
    startConfiguredSite(shippedSiteConfig(), {
      buildEnv: IDS,
      serverEnv: { SHEETS_WEBHOOK_URL: sheets.url, OUTBOX_POLL_MS: '100' },
    }),
  ]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await site?.remove();
  await sheets?.stop();
});

/** A fresh context whose tracking hosts answer an empty script, and the hosts each request went to. */
async function stubbedContext(): Promise<{ context: BrowserContext; hosts: string[] }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const hosts: string[] = [];
  await context.route(
    (url) => TRACKING_HOSTS.some((host) => url.hostname.endsWith(host)),
    async (route) => {
      hosts.push(new URL(route.request().url()).hostname);
      await route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    },
  );
  await recordLayoutShifts(context);
  await trackReactCommits(context);
  return { context, hosts };
}

const isAnalytics = (host: string) => ANALYTICS_HOSTS.some((one) => host.endsWith(one));

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${site.server.baseUrl}${path}`, { waitUntil: 'load' });
  await waitForHydration(page);
}

/** Waits until the tracker had its idle moment: its page view is handled (sent or not). */
async function trackerSettled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

describe.each(['ka', 'en'] as const)('consent before tracking (%s)', (language: Language) => {
  const { common } = TEXTS[language];

  it('asks first, loads only what was allowed, and stops it after a withdrawal', async () => {
    const { context, hosts } = await stubbedContext();
    const page = await context.newPage();
    await open(page, `/${language}`);
    const banner = page.getByRole('region', { name: common.consent.title });
    await banner.waitFor();
    expect(await banner.getAttribute('lang')).toBe(language);
    await trackerSettled(page);
    // Before any choice: no request to any analytics or ad host, and the banner shifted nothing.
    expect(hosts).toEqual([]);
    // A thousandth of the viewport at most: a loaded machine has shown sub-pixel font settling (0.0005).
    expect(await unexpectedLayoutShift(page)).toBeLessThan(0.001);

    // Keyboard: "Choose" shows the categories, unticked; analytics only.
    await banner.getByRole('button', { name: common.consent.choose }).focus();
    await page.keyboard.press('Enter');
    const analytics = banner.getByRole('checkbox', { name: common.consent.analytics.label });
    const advertising = banner.getByRole('checkbox', { name: common.consent.advertising.label });
    expect([await analytics.isChecked(), await advertising.isChecked()]).toEqual([false, false]);
    await analytics.check();
    const gtag = page.waitForRequest((request) => request.url().includes('googletagmanager.com'));
    await banner.getByRole('button', { name: common.consent.save }).click();
    await gtag;
    await banner.waitFor({ state: 'detached' });
    await trackerSettled(page);
    // The route handler records a host a moment after the request event that `gtag` waited for.
    await expect.poll(() => hosts.length).toBeGreaterThan(0);
    expect(hosts.filter((host) => !isAnalytics(host))).toEqual([]);
    const cookie = (await context.cookies()).find((one) => one.name === 'tc_consent');
    expect(cookie?.value).toMatch(/^v1\.an1\.ad0\.\d{4}-\d{2}-\d{2}$/);

    // The next page keeps the choice: the analytics script again, no banner, still no ad host.
    hosts.length = 0;
    const again = page.waitForRequest((request) => request.url().includes('googletagmanager.com'));
    await open(page, `/${language}/privacy-policy`);
    await again;
    await trackerSettled(page);
    await expect.poll(() => hosts.some(isAnalytics)).toBe(true);
    expect(hosts.filter((host) => !isAnalytics(host))).toEqual([]);
    expect(await banner.count()).toBe(0);

    // Withdraw from the footer: the settings open with the choice as stored, focus inside.
    const settings = page.getByRole('button', { name: common.footer.legal.cookieSettings });
    await waitForInteractive(settings);
    await settings.click();
    await banner.waitFor();
    const heading = banner.getByRole('heading', { name: common.consent.title });
    expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await analytics.isChecked()).toBe(true);
    await analytics.uncheck();
    await banner.getByRole('button', { name: common.consent.save }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await settings.evaluate((element) => element === document.activeElement)).toBe(true);

    // From the next page on, nothing leaves for any tracking host.
    hosts.length = 0;
    await open(page, `/${language}/terms-of-service`);
    await trackerSettled(page);
    expect(hosts).toEqual([]);
    await context.close();
  });
});

describe('marketing opt-in on the webinar form (docs/legal.md "Marketing opt-in")', () => {
  it.each([
    ['ka', true],
    ['en', false],
  ] as const)(
    '%s, opt-in %s: the lead and the sheet row carry the choice',
    async (language, optIn) => {
      const { landing } = TEXTS[language];
      const { context } = await stubbedContext();
      const page = await context.newPage();
      await open(page, `/${language}/webinar-registration`);
      const form = page.locator('form.registration-form');
      const email = `opt-in-${language}@example.ge`;
      await waitForInteractive(
        form.getByLabel(landing.form.fields.fullName.label, { exact: true }),
      );
      await form
        .getByLabel(landing.form.fields.fullName.label, { exact: true })
        .fill('ნინო ბერიძე');
      await form
        .getByLabel(landing.form.fields.phoneNumber.label, { exact: true })
        .fill(optIn ? '555123456' : '555123457');
      await form.getByLabel(landing.form.fields.email.label, { exact: true }).fill(email);
      await form
        .getByLabel(landing.form.fields.linkedinProfile.label, { exact: true })
        .fill('https://www.linkedin.com/in/nino-beridze');
      const box = form.getByRole('checkbox', { name: landing.form.marketingOptIn });
      expect(await box.isChecked()).toBe(false);
      if (optIn) await box.check();
      const answer = page.waitForResponse((response) =>
        response.url().endsWith('/api/registration'),
      );
      await form.getByRole('button', { name: landing.form.submit, exact: true }).click();
      expect((await answer).status()).toBe(201);
      const rows = queryDatabase<{ marketing_opt_in: number }>(
        site.server,
        'SELECT marketing_opt_in FROM leads WHERE email = ?',
        email,
      );
      expect(rows).toEqual([{ marketing_opt_in: optIn ? 1 : 0 }]);
      await expect
        .poll(() => sheets.rows().find((row) => row.email === email)?.marketingOptIn, {
          timeout: 10_000,
        })
        .toBe(optIn ? 'yes' : 'no');
      await context.close();
    },
  );
});
