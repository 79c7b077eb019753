import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../core/language/languages';
import { dialogShown, leaveThroughTop } from './support/exit-intent';
import { firedEvents, queryDatabase, setUpFunnelSite } from './support/funnel-site';
import { FUNNEL_TEXTS } from './support/funnel-texts';
import { waitForInteractive } from './support/hydration';
import { visit } from './support/visit';

const funnel = setUpFunnelSite();

/** What one visitor types, per language; different phones keep the per-phone SMS cap out of play. */
const VISITORS = {
  ka: {
    fullName: 'ნინო ბერიძე',
    phone: '555 12 34 56',
    email: 'Nino.Ka@Example.ge',
    linkedin: 'linkedin.com/in/nino-beridze-ka',
    e164: '+995555123456',
    smsText: 'ვებინარზე რეგისტრაცია დადასტურდა',
  },
  en: {
    fullName: 'Giorgi Tsereteli',
    phone: '599 65 43 21',
    email: 'giorgi.en@example.ge',
    linkedin: 'https://www.linkedin.com/in/giorgi-tsereteli-en/',
    e164: '+995599654321',
    smsText: 'webinar seat is booked',
  },
} as const;

interface LeadRowInDb {
  full_name: string;
  email: string;
  phone: string;
  linkedin: string;
  source: string;
  utm_source: string | null;
}

interface OutboxRowInDb {
  kind: string;
  status: string;
}

function heroField(
  form: Locator,
  language: Language,
  field: 'fullName' | 'phoneNumber' | 'email' | 'linkedinProfile',
) {
  return form.getByLabel(FUNNEL_TEXTS[language].landing.form.fields[field].label, { exact: true });
}

async function waitUntil<T>(
  read: () => T,
  accept: (value: T) => boolean,
  what: string,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = read();
    if (accept(value)) return value;
    if (Date.now() - started > 10_000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function fillHeroForm(page: Page, language: Language): Promise<Locator> {
  const visitor = VISITORS[language];
  const form = page.locator('#registration-form');
  await waitForInteractive(heroField(form, language, 'fullName'));
  await heroField(form, language, 'fullName').fill(visitor.fullName);
  await heroField(form, language, 'phoneNumber').fill(visitor.phone);
  await heroField(form, language, 'email').fill(visitor.email);
  await heroField(form, language, 'linkedinProfile').fill(visitor.linkedin);
  return form;
}

describe('webinar registration from the hero form (docs/webinar.md "Registration form" hero, docs/webinar.md "Registration form")', () => {
  for (const language of ['ka', 'en'] as const) {
    it(`in ${language}: stores the lead, delivers the sheet row and the SMS once, tracks the lead`, async () => {
      const T = FUNNEL_TEXTS[language].landing;
      const visitor = VISITORS[language];
      const { page, problems } = await visit(
        funnel.browser,
        funnel.site.server.baseUrl,
        `/${language}?utm_source=e2e&debug=tracking`,
        { reusePage: true },
      );
      const form = await fillHeroForm(page, language);
      const posts: number[] = [];
      page.on('response', (response) => {
        if (response.url().endsWith('/api/registration')) posts.push(response.status());
      });

      await form.getByRole('button', { name: T.form.submit, exact: true }).click();
      await form.getByRole('heading', { name: T.form.success.title }).waitFor();
      expect(posts).toEqual([201]);

      // One lead row, normalised by the server: phone E.164, e-mail lower-cased, LinkedIn rebuilt.
      const email = visitor.email.toLowerCase();
      const leads = queryDatabase<LeadRowInDb>(
        funnel.site.server,
        'SELECT * FROM leads WHERE email = ?',
        email,
      );
      expect(leads).toHaveLength(1);
      expect(leads[0]).toMatchObject({
        full_name: visitor.fullName,
        phone: visitor.e164,
        linkedin: `https://www.linkedin.com/in/${visitor.linkedin.split('/in/')[1]?.replace(/\/$/, '')}`,
        utm_source: 'e2e',
      });

      // Off the request path, the outbox delivers the sheet row and the confirmation SMS.
      const rows = await waitUntil(
        () => funnel.site.sheets.rows().filter((row) => row.email === email),
        (found) => found.length > 0,
        'the spreadsheet row',
      );
      expect(rows).toHaveLength(1);
      // The phone cell is formula-safe: a leading "+" would make the sheet read it as a formula.
      expect(rows[0]).toMatchObject({
        fullName: visitor.fullName,
        phoneNumber: `'${visitor.e164}`,
        source: expect.any(String),
        utmSource: 'e2e',
      });
      const destination = visitor.e164.slice(1);
      const messages = await waitUntil(
        () => funnel.site.sms.messages().filter((message) => message.destination === destination),
        (found) => found.length > 0,
        'the confirmation SMS',
      );
      expect(messages[0]?.content).toContain(visitor.smsText);
      expect([...(messages[0]?.content ?? '')].length).toBeLessThanOrEqual(70);
      await waitUntil(
        () => queryDatabase<OutboxRowInDb>(funnel.site.server, 'SELECT kind, status FROM outbox'),
        // Reminders wait for their due time before the chosen session (docs/messaging.md "Reminders");
        // e-mail waits untouched on a server without an SMTP relay (docs/messaging.md "E-mail").
        (outbox) =>
          outbox.length > 0 &&
          outbox
            .filter((row) => !row.kind.startsWith('sms.webinar_reminder'))
            .every(
              (row) => row.status === (row.kind.startsWith('email.') ? 'pending' : 'delivered'),
            ),
        'every outbox row delivered',
      );
      // Delivered exactly once: nothing is sent again on later polls.
      await page.waitForTimeout(500);
      expect(funnel.site.sheets.rows().filter((row) => row.email === email)).toHaveLength(1);
      expect(
        funnel.site.sms.messages().filter((message) => message.destination === destination),
      ).toHaveLength(1);

      // The lead analytics event fired once, after the success.
      const lead = await firedEvents(page, 'lead');
      expect(lead).toHaveLength(1);
      expect(JSON.stringify(lead[0]?.data)).not.toContain(email);

      // A registered visitor is never shown the exit-intent popup (docs/webinar.md "Leads and exit intent").
      await leaveThroughTop(page);
      await page.waitForTimeout(900);
      expect(await dialogShown(page, FUNNEL_TEXTS[language].common.exitIntent.title)).toBe(false);

      // "Another registration" brings back an empty form with the cursor in the first field.
      await form.getByRole('button', { name: T.form.success.another }).click();
      const fullName = heroField(form, language, 'fullName');
      await fullName.waitFor();
      expect(await fullName.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(problems()).toEqual([]);
    });
  }
});
