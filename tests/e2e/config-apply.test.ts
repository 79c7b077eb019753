import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippedSiteConfigJson } from '../support/site-config-fixture';
import { launchChromium } from './support/browser';
import { type SiteServer, startSiteServer } from './support/site-server';
import { visit } from './support/visit';

/*
 * docs/site.md "Configuration reaches every page", on the compiled server as built, without a
 * rebuild or a restart: the operator opens cohort 5 in the configuration file after cohort 4 has
 * started, and the catalogue, the pages' HTML (pricing card, JSON-LD, checkout) and the hydrated
 * pages all show it; then a broken edit is refused and cohort 5 keeps selling.
 */

const dir = mkdtempSync(join(tmpdir(), 'config-apply-'));
const configPath = join(dir, 'site.json');
const AFTER_COHORT_4 = '2027-03-02T12:00:00+04:00';
const COHORT_5 = {
  example: false,
  number: 5,
  start: '2027-05-03T19:00:00+04:00',
  earlyBirdDeadline: '2027-04-15T23:59:59+04:00',
  registrationOpens: '2027-03-01T00:00:00+04:00',
  registrationCloses: '2027-05-02T23:59:59+04:00',
  capacity: 24,
  prices: { current: 260_000, earlyBird: 230_000 },
};

let browser: Browser;
let server: SiteServer;
beforeAll(async () => {
  writeFileSync(configPath, JSON.stringify(shippedSiteConfigJson(), null, 2));
  [browser, server] = await Promise.all([
    launchChromium(),
    startSiteServer({
      NODE_ENV: 'test',
      CLOCK_START: AFTER_COHORT_4,
      SITE_CONFIG_PATH: configPath,
    }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const text = async (path: string) => (await fetch(`${server.baseUrl}${path}`)).text();
const catalogue = async () =>
  (await (await fetch(`${server.baseUrl}/api/catalogue`)).json()) as {
    sale: { state: string };
    cohort: { number: number } | null;
    price: { currentTetri: number } | null;
  };

describe('an edit of the site configuration while the server runs', () => {
  it('opens cohort 5 on every page, then refuses a broken edit and keeps selling it', async () => {
    expect((await catalogue()).sale.state).toBe('closed');
    expect(await text('/ka')).toContain('"availability":"https://schema.org/SoldOut"');

    const config = shippedSiteConfigJson();
    writeFileSync(
      configPath,
      JSON.stringify({ ...config, cohorts: [...(config.cohorts as object[]), COHORT_5] }, null, 2),
    );
    await expect.poll(async () => (await catalogue()).cohort?.number, { timeout: 10_000 }).toBe(5);
    expect((await catalogue()).price?.currentTetri).toBe(230_000);
    await expect.poll(() => text('/ka'), { timeout: 10_000 }).toContain('"price":"2300.00"');
    const home = await text('/en');
    expect(home).toContain('"availability":"https://schema.org/InStock"');
    expect(home).toContain('"siteFacts":{');
    expect(await text('/en/checkout')).toMatch(/Cohort 5/);

    // In the browser: the hydrated pages agree, with no hydration error.
    const { page, problems } = await visit(browser, server.baseUrl, '/en', {
      prepare: (context) => context.clock.install({ time: new Date(AFTER_COHORT_4) }),
    });
    await page.locator('#pricing').scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.locator('#pricing .price__current').first().textContent())
      .toContain('2,300');
    await page.locator('#pricing a[href="/en/checkout"]').first().waitFor();
    expect(problems()).toEqual([]);

    // A broken edit is refused; the last good configuration keeps serving.
    writeFileSync(configPath, '{ "cohorts": [ ');
    await expect
      .poll(() => server.output(), { timeout: 10_000 })
      .toContain('site configuration edit refused');
    expect((await catalogue()).cohort?.number).toBe(5);
    expect(await text('/ka')).toContain('"price":"2300.00"');
  }, 60_000);
});
