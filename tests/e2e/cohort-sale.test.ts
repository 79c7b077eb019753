import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { Agent, fetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../core/language/languages';
import type { CohortConfigInput } from '../../core/site-config/cohort-config-schema';
import { cohortAround, shippedSiteConfigJson } from '../support/site-config-fixture';
import { seriousAxeViolations } from './support/axe';
import { launchChromium } from './support/browser';
import { CHECKOUT_TEXTS } from './support/checkout-contract';
import { queryDatabase } from './support/funnel-site';
import { waitForInteractive } from './support/hydration';
import { type SiteServer, startSiteServer } from './support/site-server';
import { visit } from './support/visit';

/*
 * What is on sale follows the clock and the server's configuration (docs/purchase.md "Sale
 * states"): the built pages, served by the real server started with a configuration whose dates are
 * set relative to this test's clock (SITE_CONFIG_PATH). The pricing card and the checkout read
 * `/api/catalogue` at run time; the JSON-LD comes from the build, so the "every cohort past" case
 * builds once into its own folder with that configuration.
 */

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '../..');
const NOW = new Date();
const dir = mkdtempSync(join(tmpdir(), 'cohort-sale-'));
let browser: Browser;

// The "every cohort past" case needs its own build (below). It starts with the file, so the ~10 s of
// Vite and prerendering overlap the browser waits of (a)–(c) instead of following them.
const pastConfig = () =>
  configWith('d', [cohortAround(NOW, { number: 3, startInDays: -30, earlyBirdInDays: -40 })]);
// Inside the repository, so the prerenderer's SSR bundle resolves react-dom from node_modules.
const pastBuildDir = mkdtempSync(join(ROOT, 'dist', 'e2e-cohort-past-'));
let pastBuild: Promise<unknown> | undefined;

beforeAll(async () => {
  // The JSON-LD is written at build time from the build's configuration.
  pastBuild = run(process.execPath, ['server/prerender/build.mjs'], {
    cwd: ROOT,
    env: { ...process.env, SITE_DIR: join(pastBuildDir, 'client'), SITE_CONFIG_PATH: pastConfig() },
    timeout: 240_000,
  });
  // Awaited by (d); a failure is reported there, not as an unhandled rejection meanwhile.
  pastBuild.catch(() => undefined);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await pastBuild?.catch(() => undefined);
  rmSync(pastBuildDir, { recursive: true, force: true });
  rmSync(dir, { recursive: true, force: true });
});

/** Writes a configuration with these cohorts (the rest as shipped) and returns its path. */
function configWith(name: string, cohorts: readonly CohortConfigInput[]): string {
  const path = join(dir, `${name}.json`);
  writeFileSync(path, JSON.stringify({ ...shippedSiteConfigJson(), cohorts }));
  return path;
}

/** The site on `config`, stopped when the file's tests end. */
function siteOn(config: () => string, env: Record<string, string> = {}) {
  const holder: { server?: SiteServer } = {};
  beforeAll(async () => {
    holder.server = await startSiteServer({ SITE_CONFIG_PATH: config(), ...env });
  }, 60_000);
  afterAll(async () => {
    await holder.server?.stop();
  });
  return () => {
    if (holder.server === undefined) throw new Error('site not started');
    return holder.server;
  };
}

/** The landing page scrolled to the pricing card, once the card knows what is on sale. */
async function pricingCard(server: SiteServer, language: Language): Promise<Page> {
  const { page, problems } = await visit(browser, server.baseUrl, `/${language}`, {
    reusePage: true,
  });
  const section = page.locator('#pricing');
  await section.scrollIntoViewIfNeeded();
  await section.locator('.pricing-card__cta--pending').waitFor({ state: 'detached' });
  expect(problems()).toEqual([]);
  return page;
}

const PRICE = {
  ka: {
    early: '2500\u00a0₾',
    current: '2700\u00a0₾',
    endsIn: 'დარჩა',
    cohort: (n: number) => `№${n} ნაკადი`,
  },
  en: {
    early: '₾2,500',
    current: '₾2,700',
    endsIn: 'Ends in',
    cohort: (n: number) => `Cohort ${n}`,
  },
} as const;

const LANGUAGES = ['ka', 'en'] as const;

describe('(a) before the early-bird deadline', () => {
  const server = siteOn(() =>
    configWith('a', [
      cohortAround(NOW, { number: 4, startInDays: 30, earlyBirdInDays: 10, opensInDays: -1 }),
    ]),
  );
  it.each(LANGUAGES)('%s: the early-bird price and its countdown, and Buy', async (language) => {
    const page = await pricingCard(server(), language);
    const card = page.locator('.pricing-card--payment');
    await expect
      .poll(() => card.locator('.price__current').textContent())
      .toBe(PRICE[language].early);
    const left = card.locator('.pricing-card__early-bird-left[role="timer"]');
    await expect(left.textContent()).resolves.toMatch(new RegExp(`^${PRICE[language].endsIn} 9 `));
    await expect(card.locator(`a[href="/${language}/checkout"]`).count()).resolves.toBe(1);
    // The slot is as tall as its lines: no reserved room left empty (docs/purchase.md "Cohorts").
    const gap = await card.locator('.pricing-card__early-bird-slot').evaluate((slot) => {
      const last = slot.lastElementChild?.getBoundingClientRect();
      return last ? slot.getBoundingClientRect().bottom - last.bottom : Number.NaN;
    });
    expect(gap).toBeLessThanOrEqual(8);
  });
});

describe('(b) after the early-bird deadline, before the start', () => {
  const server = siteOn(() =>
    configWith('b', [cohortAround(NOW, { number: 4, startInDays: 20.5, earlyBirdInDays: -1 })]),
  );
  it.each(LANGUAGES)('%s: the current price and the countdown to the start', async (language) => {
    const page = await pricingCard(server(), language);
    const card = page.locator('.pricing-card--payment');
    await expect
      .poll(() => card.locator('.price__current').textContent())
      .toBe(PRICE[language].current);
    await expect(card.locator('.pricing-card__early-bird-left').count()).resolves.toBe(0);
    // No empty slot where the early-bird lines would be (docs/purchase.md "Cohorts").
    await expect(card.locator('.pricing-card__early-bird-slot').count()).resolves.toBe(0);
    const days = page.locator('#pricing .countdown__digits').first();
    await expect(days.textContent()).resolves.toBe('20');
  });
});

describe('(c) cohort N started, N+1 open', () => {
  const next = cohortAround(NOW, {
    number: 6,
    startInDays: 45,
    earlyBirdInDays: 15,
    opensInDays: -2,
  });
  const server = siteOn(() =>
    configWith('c', [
      cohortAround(NOW, { number: 5, startInDays: -3, earlyBirdInDays: -10 }),
      next,
    ]),
  );
  it.each(LANGUAGES)('%s: N+1 is on sale with its own dates', async (language) => {
    const page = await pricingCard(server(), language);
    const schedule = page.locator('#pricing-schedule-title');
    await expect(schedule.textContent()).resolves.toBe(PRICE[language].cohort(6));
    const start = await page.locator('#pricing .countdown__start time').getAttribute('datetime');
    expect(Math.floor(Date.parse(start ?? '') / 1000)).toBe(
      Math.floor(Date.parse(next.start) / 1000),
    );
    await expect(page.locator(`#pricing a[href="/${language}/checkout"]`).count()).resolves.toBe(1);
    // The checkout summary names the same cohort.
    const checkout = await visit(browser, server().baseUrl, `/${language}/checkout`, {
      reusePage: true,
    });
    const line = checkout.page.locator('.order-summary__cohort');
    await line.filter({ hasText: '6' }).waitFor();
  });
});

describe('(d) every cohort past', () => {
  // Its build started with the file (top of this file): wait for it here.
  beforeAll(async () => {
    await pastBuild;
  }, 300_000);
  const server = siteOn(pastConfig, { SITE_DIR: join(pastBuildDir, 'client') });

  it.each(LANGUAGES)(
    '%s: no Buy, the waiting list stores a lead; checkout refused',
    async (language) => {
      const page = await pricingCard(server(), language);
      // The header's navigation still leads to the checkout page, which says the same (below).
      const buy = page.locator(`#pricing a[href="/${language}/checkout"]`);
      await expect(buy.count()).resolves.toBe(0);
      const texts = { ka: 'რეგისტრაცია დასრულებულია', en: 'Registration is closed' }[language];
      await page.locator('#pricing .pricing-card__sale-notice', { hasText: texts }).waitFor();
      // Prerendered in full now that the page is rendered for its instant: wait until it hydrated.
      await waitForInteractive(page.locator('#pricing form.waitlist'));
      expect(await seriousAxeViolations(page)).toEqual([]);
      const email = `wait.${language}@example.ge`;
      const labels = {
        ka: { email: 'ელფოსტა', submit: 'შემატყობინეთ' },
        en: { email: 'E-mail', submit: 'Notify me' },
      }[language];
      await page.locator('#pricing').getByLabel(labels.email, { exact: true }).fill(email);
      await page.locator('#pricing').getByRole('button', { name: labels.submit }).click();
      await page.locator('#pricing .waitlist__success').waitFor();
      const leads = queryDatabase<{ source: string }>(
        server(),
        'SELECT source FROM leads WHERE email = ?',
        email,
      );
      expect(leads).toEqual([{ source: 'waitlist' }]);

      const refused = await fetch(`${server().baseUrl}/api/checkout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: 'Nino',
          lastName: 'Beridze',
          email: `buyer.${language}@example.ge`,
          phoneNumber: '555123456',
          language,
        }),
      });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({ error: { code: 'REGISTRATION_CLOSED' } });

      // The checkout page says so too, with the waiting list instead of the contact form.
      const checkout = await visit(browser, server().baseUrl, `/${language}/checkout`, {
        reusePage: true,
      });
      await checkout.page.locator('.checkout__sale-notice', { hasText: texts }).waitFor();
      await checkout.page.locator('form.waitlist').waitFor();
      expect(await seriousAxeViolations(checkout.page)).toEqual([]);
    },
  );

  it.each(LANGUAGES)('%s: the JSON-LD offer is not in stock', async (language) => {
    const html = await (await fetch(`${server().baseUrl}/${language}`)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
    const nodes = blocks.flatMap((block) => {
      const json = JSON.parse(block[1] as string) as { '@graph'?: unknown[] };
      return (json['@graph'] ?? [json]) as {
        '@type'?: string;
        offers?: { availability?: string };
      }[];
    });
    const course = nodes.find((node) => node['@type'] === 'Course');
    expect(course?.offers?.availability).toBe('https://schema.org/SoldOut');
  });
});

describe('one purchase per buyer and cohort', () => {
  const server = siteOn(
    () =>
      configWith('paid', [
        cohortAround(NOW, { number: 4, startInDays: 30, earlyBirdInDays: 10, opensInDays: -1 }),
      ]),
    { FLITT_MODE: 'demo', CHECKOUT_RATE_LIMIT_PER_MINUTE: '1000' },
  );
  const PAID = { ka: 'paid.ka@example.ge', en: 'paid.en@example.ge' } as const;

  /** Pays for the buyer's seat through the local Flitt, as its widget does. */
  async function pay(language: Language): Promise<void> {
    const base = server().baseUrl;
    const started = await fetch(`${base}/api/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Nino',
        lastName: 'Beridze',
        email: PAID[language],
        phoneNumber: language === 'ka' ? '555100901' : '555100902',
        language,
      }),
    });
    expect(started.status).toBe(201);
    const { checkoutToken } = (await started.json()) as { checkoutToken: string };
    const paid = await fetch(`${base}/flitt-demo/api/demo/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        token: checkoutToken,
        card_number: '4444555511116666',
        expiry: '12/39',
        cvv: '123',
      }),
    });
    expect(((await paid.json()) as { result: string }).result).toBe('approved');
  }

  it.each(LANGUAGES)(
    '%s: a buyer who paid is told "already registered" at step 1',
    async (language) => {
      await pay(language);
      const { page } = await visit(browser, server().baseUrl, `/${language}/checkout`, {
        reusePage: true,
      });
      const fields = CHECKOUT_TEXTS[language].checkout.contact.fields;
      // The contact step hydrates on the first tap inside it (docs/purchase.md "Checkout"); this
      // journey is the hydrated one.
      await page.getByLabel(fields.firstName.label, { exact: true }).click();
      await waitForInteractive(page.locator('form.checkout-form'));
      await page.getByLabel(fields.firstName.label, { exact: true }).fill('Nino');
      await page.getByLabel(fields.lastName.label, { exact: true }).fill('Beridze');
      await page.getByLabel(fields.email.label, { exact: true }).fill(PAID[language]);
      await page
        .getByLabel(fields.phoneNumber.label, { exact: true })
        .pressSequentially('555100903');
      await page
        .getByRole('button', { name: CHECKOUT_TEXTS[language].checkout.contact.submit })
        .click();
      const message = CHECKOUT_TEXTS[language].errors.EMAIL_ALREADY_REGISTERED;
      const email = page.getByLabel(fields.email.label, { exact: true });
      // The refusal arrives with the server's answer: wait for the field to be marked first.
      await page.locator('[aria-invalid="true"][aria-describedby]').first().waitFor();
      await expect(email.getAttribute('aria-invalid')).resolves.toBe('true');
      const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
      await expect(page.locator(`[id="${describedBy}"]`).textContent()).resolves.toContain(message);
      const orders = queryDatabase<{ status: string }>(
        server(),
        `SELECT r.status FROM registrations r JOIN customers c ON c.id = r.customer_id
         WHERE c.email = ?`,
        PAID[language],
      );
      expect(orders).toEqual([{ status: 'payment_completed' }]);
    },
  );
});

describe('10 concurrent buyers for 3 seats, paying through the local Flitt over HTTP', () => {
  const server = siteOn(
    () =>
      configWith('seats', [
        cohortAround(NOW, { number: 4, startInDays: 30, earlyBirdInDays: 10, capacity: 3 }),
      ]),
    { FLITT_MODE: 'demo', CHECKOUT_RATE_LIMIT_PER_MINUTE: '1000' },
  );

  it('at most 3 paid and recorded; the others see COHORT_FULL and never reach Flitt', async () => {
    const base = server().baseUrl;
    const buyer = async (i: number) => {
      // Ten buyers on ten addresses: one address holds at most three seats (docs/purchase.md "Seats").
      const started = await fetch(`${base}/api/checkout`, {
        dispatcher: new Agent({ localAddress: `127.0.0.${i + 2}` }),
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: 'Nino',
          lastName: 'Beridze',
          email: `seat${i}@example.ge`,
          phoneNumber: `5551002${String(i).padStart(2, '0')}`,
          language: 'ka',
        }),
      });
      const body = (await started.json()) as { checkoutToken?: string; error?: { code: string } };
      if (started.status !== 201) return body.error?.code ?? String(started.status);
      const paid = await fetch(`${base}/flitt-demo/api/demo/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          token: body.checkoutToken ?? '',
          card_number: '4444555511116666',
          expiry: '12/39',
          cvv: '123',
        }),
      });
      return ((await paid.json()) as { result: string }).result;
    };
    const outcomes = await Promise.all(Array.from({ length: 10 }, (_, i) => buyer(i)));
    const orders = queryDatabase<{ status: string; cohort_number: number }>(
      server(),
      'SELECT status, cohort_number FROM registrations',
    );
    console.log(
      `10 buyers, 3 seats: ${JSON.stringify(outcomes)}; orders ${JSON.stringify(orders)}`,
    );
    expect(outcomes.filter((outcome) => outcome === 'approved')).toHaveLength(3);
    expect(outcomes.filter((outcome) => outcome === 'COHORT_FULL')).toHaveLength(7);
    expect(orders).toHaveLength(3);
    expect(orders.every((o) => o.status === 'payment_completed' && o.cohort_number === 4)).toBe(
      true,
    );
    const catalogue = (await (await fetch(`${base}/api/catalogue`)).json()) as { sale: unknown };
    expect(catalogue.sale).toEqual({ state: 'full', seatsLeft: 0, opensAt: null });
  });
});

describe('(f) the last seat goes while a buyer fills in the checkout', () => {
  const server = siteOn(() =>
    configWith('f', [
      cohortAround(NOW, { number: 4, startInDays: 30, earlyBirdInDays: 10, capacity: 1 }),
    ]),
  );

  it('en: the submit is refused, and the page shows why with the waiting list', async () => {
    const language = 'en';
    const { page, problems } = await visit(browser, server().baseUrl, `/${language}/checkout`, {
      reusePage: true,
    });
    const fields = CHECKOUT_TEXTS[language].checkout.contact.fields;
    await page.getByLabel(fields.firstName.label, { exact: true }).click();
    await waitForInteractive(page.locator('form.checkout-form'));
    await page.getByLabel(fields.firstName.label, { exact: true }).fill('Nino');
    await page.getByLabel(fields.lastName.label, { exact: true }).fill('Beridze');
    await page.getByLabel(fields.email.label, { exact: true }).fill('late.buyer@example.ge');
    await page.getByLabel(fields.phoneNumber.label, { exact: true }).pressSequentially('555100904');
    // Meanwhile another buyer's checkout holds the only seat.
    const other = await fetch(`${server().baseUrl}/api/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Giorgi',
        lastName: 'Kapanadze',
        email: 'first.buyer@example.ge',
        phoneNumber: '555100905',
        language,
      }),
    });
    expect(other.status).toBe(201);
    await page
      .getByRole('button', { name: CHECKOUT_TEXTS[language].checkout.contact.submit })
      .click();
    await page.getByText('All seats in cohort 4 are taken').first().waitFor();
    await page.locator('form.waitlist').first().waitFor();
    await expect(page.locator('form.checkout-form').count()).resolves.toBe(0);
    // Chromium logs the refused request itself (409); nothing else went wrong.
    expect(problems().filter((line) => !line.includes('status of 409'))).toEqual([]);
  });
});
