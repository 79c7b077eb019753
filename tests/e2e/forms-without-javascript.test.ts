import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../core/language/languages';
import enCheckout from '../../locales/en/checkout.json';
import kaCheckout from '../../locales/ka/checkout.json';
import { launchChromium } from './support/browser';
import { queryDatabase } from './support/funnel-site';
import { FUNNEL_TEXTS } from './support/funnel-texts';
import { waitForHydration } from './support/hydration';
import { type PaymentSite, startPaymentSite } from './support/payment-site';
import { DESKTOP, visit } from './support/visit';

/*
 * Every personal-data form with JavaScript turned off (docs/site.md "Forms without JavaScript"):
 * each form posts to its action, a refused post comes back with the spec's messages, an accepted
 * one stores its row and lands on its result page, and no URL the browser asks for or shows ever
 * carries what was typed. One site (offline Flitt, spreadsheet and SMS fakes) for the whole file.
 */
const CHECKOUT_TEXTS = { ka: kaCheckout, en: enCheckout } as const;

let site: PaymentSite;
let browser: Browser;
let foreignSite: Server;
let foreignOrigin: string;

/** A page on another loopback origin with the three forms pointed at our actions. */
function foreignPage(target: string): string {
  const form = (action: string, fields: Record<string, string>) =>
    `<form method="post" action="${target}${action}">${Object.entries(fields)
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
      .join('')}<button type="submit">${action}</button></form>`;
  return `<!doctype html><html><body>
    ${form('/en/webinar-registration', { fullName: 'Cross Site', phoneNumber: '599 00 11 22', email: 'cross.site@example.ge', linkedinProfile: 'linkedin.com/in/cross-site', source: 'hero_registration_form' })}
    ${form('/en/career-checklist', { email: 'cross.site@example.ge', source: 'exit_intent', offer: 'career_checklist' })}
    ${form('/en/checkout', { firstName: 'Cross', lastName: 'Site', email: 'cross.site@example.ge', phoneNumber: '+995 599 00 11 22' })}
  </body></html>`;
}

beforeAll(async () => {
  [site, browser] = await Promise.all([startPaymentSite(), launchChromium()]);
  foreignSite = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(foreignPage(site.server.baseUrl));
  });
  await new Promise<void>((resolve) => foreignSite.listen(0, '127.0.0.1', resolve));
  foreignOrigin = `http://127.0.0.1:${(foreignSite.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => foreignSite?.close(resolve));
  await site?.stop();
});

/** A context without JavaScript that records every URL it requests or shows. */
async function noScriptPage(): Promise<{ page: Page; context: BrowserContext; urls: string[] }> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
  const urls: string[] = [];
  context.on('request', (request) => urls.push(request.url()));
  const page = await context.newPage();
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  return { page, context, urls };
}

/** Submits a form by its button and waits for the page the post answers with. */
async function submit(page: Page, buttonName: string): Promise<void> {
  await Promise.all([
    page.waitForNavigation(),
    page.getByRole('button', { name: buttonName, exact: true }).first().click(),
  ]);
}

function path(page: Page): string {
  return new URL(page.url()).pathname;
}

async function focusedName(page: Page): Promise<string | null> {
  return page.locator('input:focus').getAttribute('name');
}

describe('forms without JavaScript', () => {
  for (const language of ['ka', 'en'] as const satisfies readonly Language[]) {
    it(`in ${language}: register, leave an e-mail, submit the contact step; no personal data in any URL`, async () => {
      const T = FUNNEL_TEXTS[language];
      const C = CHECKOUT_TEXTS[language];
      const canary = {
        name: 'Kanari Nojsperson',
        email: `canary.nojs.${language}@example.ge`,
        phone: '599 87 65 43',
        linkedin: `linkedin.com/in/nojs-canary-${language}`,
      };
      const { page, context, urls } = await noScriptPage();
      try {
        // 1. The hero form, refused: the registration page again with the spec's messages.
        await page.goto(`${site.server.baseUrl}/${language}?utm_source=nojs_campaign`);
        const hero = page.locator(`form[action="/${language}/webinar-registration"]`).first();
        await hero.locator('input[name="fullName"]').fill('N');
        await hero.locator('input[name="phoneNumber"]').fill('123');
        await hero.locator('input[name="email"]').fill(canary.email.replace('@', ''));
        await Promise.all([
          page.waitForNavigation(),
          hero.locator('input[name="email"]').press('Enter'),
        ]);
        expect(path(page)).toBe(`/${language}/webinar-registration`);
        for (const message of [
          T.errors.full_name.too_short,
          T.errors.phone.must_be_9_digits,
          T.errors.email.invalid,
          T.errors.linkedin.required,
        ]) {
          await page.getByText(message, { exact: true }).first().waitFor();
        }
        const form = page.locator(`form[action="/${language}/webinar-registration"]`);
        expect(await form.locator('input[name="fullName"]').inputValue()).toBe('N');
        expect(await form.locator('input[name="fullName"]').getAttribute('aria-invalid')).toBe(
          'true',
        );
        expect(await focusedName(page)).toBe('fullName');

        // 2. Corrected and accepted: the success card as a page; the lead keeps its form and tags.
        await form.locator('input[name="fullName"]').fill(canary.name);
        await form.locator('input[name="phoneNumber"]').fill(canary.phone);
        await form.locator('input[name="email"]').fill(canary.email);
        await form.locator('input[name="linkedinProfile"]').fill(canary.linkedin);
        await submit(page, T.landing.form.submit);
        expect(path(page)).toBe(`/${language}/webinar-registration/registered`);
        await page.getByRole('heading', { name: T.landing.form.success.title }).waitFor();
        expect(
          queryDatabase(
            site.server,
            'SELECT source, utm_source, phone FROM leads WHERE email = ?',
            canary.email,
          ),
        ).toEqual([
          { source: 'hero_registration_form', utm_source: 'nojs_campaign', phone: '+995599876543' },
        ]);

        // 3. The exit-intent offer's page, through the footer's <noscript> link.
        await Promise.all([
          page.waitForNavigation(),
          page.getByRole('link', { name: T.common.checklistPage.noscriptLink }).click(),
        ]);
        expect(path(page)).toBe(`/${language}/career-checklist`);
        await page.getByLabel(T.common.exitIntent.emailLabel, { exact: true }).fill('no-at-sign');
        await submit(page, T.common.exitIntent.submit);
        await page.getByText(T.errors.email.invalid, { exact: true }).waitFor();
        expect(await focusedName(page)).toBe('email');
        const leadEmail = `lead.${canary.email}`;
        await page.getByLabel(T.common.exitIntent.emailLabel, { exact: true }).fill(leadEmail);
        await submit(page, T.common.exitIntent.submit);
        expect(path(page)).toBe(`/${language}/career-checklist/sent`);
        await page.getByRole('heading', { name: T.common.checklistPage.sentTitle }).waitFor();
        expect(
          queryDatabase(site.server, 'SELECT source FROM leads WHERE email = ?', leadEmail),
        ).toEqual([{ source: 'exit_intent' }]);

        // 4. Checkout step 1: refused, then accepted; the order is open with its contact.
        await page.goto(`${site.server.baseUrl}/${language}/checkout`);
        const contact = page.locator(`form[action="/${language}/checkout"]`);
        await contact.locator('input[name="lastName"]').fill('B');
        await contact.locator('input[name="email"]').fill('x@');
        await submit(page, C.contact.submit);
        expect(path(page)).toBe(`/${language}/checkout`);
        for (const message of [
          T.errors.name.required,
          T.errors.name.too_short,
          T.errors.email.invalid,
          T.errors.phone.required,
        ]) {
          await page.getByText(message, { exact: true }).first().waitFor();
        }
        expect(await focusedName(page)).toBe('firstName');
        await contact.locator('input[name="firstName"]').fill('Kanari');
        await contact.locator('input[name="lastName"]').fill('Nojsperson');
        await contact.locator('input[name="email"]').fill(canary.email);
        await contact.locator('input[name="phoneNumber"]').fill(`+995 ${canary.phone}`);
        await submit(page, C.contact.submit);
        expect(path(page)).toBe(`/${language}/checkout/contact-saved`);
        await page.getByRole('heading', { name: C.contactSaved.title }).waitFor();
        await page.getByText(C.contactSaved.needsJavaScript).waitFor();
        expect(
          queryDatabase(
            site.server,
            'SELECT status, language, contact_phone FROM registrations WHERE contact_email = ?',
            canary.email,
          ),
        ).toEqual([{ status: 'payment_initiated', language, contact_phone: '+995599876543' }]);
      } finally {
        await context.close();
      }

      // Nothing typed ever reached a URL: neither a request nor the address bar.
      expect(urls.length).toBeGreaterThan(10);
      const needles = ['canary', 'nojsperson', 'kanari', '599876543', 'no-at-sign', 'nojs-canary'];
      const leaks = urls.filter((url) => {
        const flat = decodeURIComponent(url)
          .toLowerCase()
          .replace(/[\s+%20-]/g, '');
        return needles.some((needle) => flat.includes(needle.replace(/-/g, '')));
      });
      expect(leaks).toEqual([]);
    });
  }

  it('with JavaScript, a refused post sent before hydration hydrates as it was rendered, then registers with fetch', async () => {
    const T = FUNNEL_TEXTS.en;
    const email = 'hydrated.after.post@example.ge';
    const { page, problems } = await visit(
      browser,
      site.server.baseUrl,
      '/en/webinar-registration',
      {
        documentStatus: 400,
      },
    );
    // A native submit, as the browser does when Enter is pressed before the page's script is ready.
    await Promise.all([
      page.waitForNavigation(),
      page.evaluate(() => {
        const form = document.querySelector<HTMLFormElement>(
          'form[action="/en/webinar-registration"]',
        );
        if (!form) throw new Error('no registration form');
        for (const [name, value] of [
          ['fullName', 'N'],
          ['email', 'hydrated.after.post@example.ge'],
        ]) {
          const input = form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
          if (input) input.value = value ?? '';
        }
        HTMLFormElement.prototype.submit.call(form);
      }),
    ]);
    await waitForHydration(page);
    const form = page.locator('form[action="/en/webinar-registration"]');
    expect(await form.locator('input[name="fullName"]').inputValue()).toBe('N');
    await page.getByText(T.errors.full_name.too_short, { exact: true }).waitFor();
    expect(problems()).toEqual([]);

    // Hydrated: the form behaves as always (fetch to the JSON API, success in place, same URL).
    await form.locator('input[name="fullName"]').fill('Nino Beridze');
    await page
      .getByText(T.errors.full_name.too_short, { exact: true })
      .waitFor({ state: 'detached' });
    await form.locator('input[name="phoneNumber"]').fill('555 12 34 56');
    await form.locator('input[name="linkedinProfile"]').fill('linkedin.com/in/nino-beridze');
    await page.getByRole('button', { name: T.landing.form.submit, exact: true }).click();
    await page.getByRole('heading', { name: T.landing.form.success.title }).waitFor();
    expect(path(page)).toBe('/en/webinar-registration');
    expect(queryDatabase(site.server, 'SELECT source FROM leads WHERE email = ?', email)).toEqual([
      { source: 'registration_page_form' },
    ]);
    expect(problems()).toEqual([]);
  });

  it('refuses the same forms posted from another origin and stores nothing', async () => {
    const { page, context } = await noScriptPage();
    try {
      for (const action of ['/en/webinar-registration', '/en/career-checklist', '/en/checkout']) {
        await page.goto(foreignOrigin);
        const [response] = await Promise.all([
          page.waitForNavigation(),
          page.getByRole('button', { name: action }).click(),
        ]);
        expect(response?.status(), action).toBe(403);
        expect(await page.textContent('body')).toContain('CROSS_SITE_REQUEST');
      }
    } finally {
      await context.close();
    }
    const email = 'cross.site@example.ge';
    expect(queryDatabase(site.server, 'SELECT id FROM leads WHERE email = ?', email)).toEqual([]);
    expect(
      queryDatabase(site.server, 'SELECT id FROM registrations WHERE contact_email = ?', email),
    ).toEqual([]);
  });
});
