import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONTH_NAMES } from '../../core/language/month-names';
import { shippedSiteConfigJson } from '../support/site-config-fixture';
import { firedEvents, queryDatabase, setUpFunnelSite } from './support/funnel-site';
import { FUNNEL_TEXTS } from './support/funnel-texts';
import { waitForInteractive } from './support/hydration';
import { measureLayoutFit } from './support/layout-overflow';
import { visit } from './support/visit';

/*
 * docs/webinar.md "Session choice" and "Calendar", in the browser against the compiled server and
 * the spreadsheet and SMS fakes: a session chosen in the hero form (from the select in ka, by
 * clicking its timeline item in en) is stored with the lead and in the sheet row, and the success
 * view's calendar file parses, with a real iCalendar parser, to the session's start.
 *
 * The sessions are written into the build (the timeline and the select are prerendered), so the
 * file builds the site once into its own folder with sessions dated from this test's clock: one a
 * week ago, which the hydrated form must drop, and three ahead.
 */

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '../..');
const HOUR_MS = 3_600_000;

/** 20:00 in Tbilisi (16:00 UTC: Georgia keeps no daylight saving) on the Tbilisi day `days` from today. */
function tbilisiEvening(days: number): Date {
  const today = new Date(Date.now() + 4 * HOUR_MS);
  return new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days, 16),
  );
}

const [past, first, second, third] = [-7, 8, 15, 22].map(tbilisiEvening) as [
  Date,
  Date,
  Date,
  Date,
];

/** The session id the site uses: its UTC start, compact (`20261216T1600Z`). */
const idOf = (start: Date) => `${start.toISOString().slice(0, 13).replaceAll('-', '')}00Z`;
/** The Tbilisi calendar day of a session, as `YYYY-MM-DD` (it starts at 20:00, so UTC's day is it). */
const dayOf = (start: Date) => start.toISOString().slice(0, 10);

const writtenDate = {
  ka: (start: Date) =>
    `${start.getUTCDate()} ${MONTH_NAMES.ka[start.getUTCMonth()]}, ${start.getUTCFullYear()}`,
  en: (start: Date) =>
    `${MONTH_NAMES.en[start.getUTCMonth()]} ${start.getUTCDate()}, ${start.getUTCFullYear()}`,
};

const buildDir = mkdtempSync(join(ROOT, 'dist', 'e2e-webinar-sessions-'));
const configPath = join(buildDir, 'site.json');
writeFileSync(
  configPath,
  JSON.stringify({
    ...shippedSiteConfigJson(),
    webinarSessions: [past, first, second, third].map((start, index) => ({
      startsAt: start.toISOString(),
      durationMinutes: 90,
      title: {
        ka: `ვებინარი ${index + 1}: შემოსავალი და კარიერა`,
        en: `Webinar ${index + 1}: income and career`,
      },
    })),
  }),
);
const siteDir = join(buildDir, 'client');

beforeAll(async () => {
  await run(process.execPath, ['server/prerender/build.mjs'], {
    cwd: ROOT,
    env: { ...process.env, SITE_DIR: siteDir, SITE_CONFIG_PATH: configPath },
    timeout: 240_000,
  });
}, 300_000);
afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

// Registered after the build above, so the server starts on the finished folder.
const funnel = setUpFunnelSite({ SITE_DIR: siteDir, SITE_CONFIG_PATH: configPath });

const CASES = {
  ka: {
    name: 'ნინო სესია',
    phone: '555 71 00 01',
    email: 'session.ka@example.ge',
    session: third,
    pick: 'select',
  },
  en: {
    name: 'Giorgi Session',
    phone: '555 71 00 02',
    email: 'session.en@example.ge',
    session: second,
    pick: 'timeline',
  },
} as const;

async function until<T>(read: () => T, accept: (value: T) => boolean): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = read();
    if (accept(value)) return value;
    if (Date.now() - started > 10_000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('webinar session choice and calendar (docs/webinar.md "Session choice")', () => {
  for (const language of ['ka', 'en'] as const) {
    it(`in ${language}: the chosen session is stored, sent to the sheet and in the .ics`, async () => {
      const T = FUNNEL_TEXTS[language].landing;
      const visitor = CASES[language];
      const sessionId = idOf(visitor.session);
      const date = writtenDate[language](visitor.session);
      const { page, problems } = await visit(
        funnel.browser,
        funnel.site.server.baseUrl,
        `/${language}?debug=tracking`,
        { reusePage: true },
      );
      const form = page.locator('#registration-form');
      const select = form.getByLabel(T.form.session.label, { exact: true });
      await waitForInteractive(form.getByLabel(T.form.fields.fullName.label, { exact: true }));
      // Hydrated: the started sessions are gone and the nearest one is preselected.
      await page.waitForFunction(
        (id) =>
          (document.querySelector(`#registration-form select`) as HTMLSelectElement)?.value === id,
        idOf(first),
      );
      const values = await select
        .locator('option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
      expect(values).toEqual([first, second, third].map(idOf));

      if (visitor.pick === 'select') {
        await select.selectOption(sessionId);
      } else {
        await page.locator('.timeline-item__main--action', { hasText: date }).first().click();
        await page.waitForFunction(
          (id) =>
            (document.querySelector('#registration-form select') as HTMLSelectElement)?.value ===
            id,
          sessionId,
        );
      }
      await form.getByLabel(T.form.fields.fullName.label, { exact: true }).fill(visitor.name);
      await form.getByLabel(T.form.fields.phoneNumber.label, { exact: true }).fill(visitor.phone);
      await form.getByLabel(T.form.fields.email.label, { exact: true }).fill(visitor.email);
      await form
        .getByLabel(T.form.fields.linkedinProfile.label, { exact: true })
        .fill(`linkedin.com/in/session-${language}`);
      await form.getByRole('button', { name: T.form.submit, exact: true }).click();
      await form.getByRole('heading', { name: T.form.success.title }).waitFor();
      await expect.poll(() => form.textContent()).toContain(date);

      // The stored lead carries the session's start.
      const [lead] = queryDatabase<{ webinar_session_starts_at: number }>(
        funnel.site.server,
        'SELECT webinar_session_starts_at FROM leads WHERE email = ?',
        visitor.email,
      );
      const startsAt = visitor.session;
      expect(lead?.webinar_session_starts_at).toBe(startsAt.getTime());

      // So does its spreadsheet row, on the Tbilisi clock.
      const rows = await until(
        () => funnel.site.sheets.rows().filter((row) => row.email === visitor.email),
        (found) => found.length > 0,
      );
      expect(rows[0]?.webinarSession).toBe(`${dayOf(startsAt)} 20:00`);

      // The success view's calendar file, fetched as the browser would, parsed by ical.js.
      const href = await form.getByTestId('session-ics').getAttribute('href');
      expect(href).toMatch(new RegExp(`^/api/webinar/sessions/${sessionId}/calendar\\.ics\\?`));
      expect(href).not.toContain(encodeURIComponent(visitor.email));
      const response = await page.request.get(`${funnel.site.server.baseUrl}${href}`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/calendar');
      const calendar = new ICAL.Component(ICAL.parse(await response.text()));
      const zone = calendar.getFirstSubcomponent('vtimezone');
      if (zone) ICAL.TimezoneService.register(zone);
      const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
      expect(event.startDate.toJSDate().toISOString()).toBe(startsAt.toISOString());
      expect(event.startDate.zone?.tzid).toBe('Asia/Tbilisi');
      expect(event.startDate.toString()).toBe(`${dayOf(startsAt)}T20:00:00`);
      expect(event.uid).toContain(sessionId);
      const google = await form
        .getByRole('link', { name: T.form.success.google })
        .getAttribute('href');
      expect(new URL(google ?? '').searchParams.get('ctz')).toBe('Asia/Tbilisi');

      expect(await firedEvents(page, 'lead')).toHaveLength(1);
      expect(problems()).toEqual([]);
      await page.close();
    });
  }

  // A session's name in the <select> is long: it must not widen the form past a phone's screen.
  it.each(['/ka', '/en/webinar-registration'])(
    '%s fits a 360 px phone with the session choice',
    async (path) => {
      const { page } = await visit(funnel.browser, funnel.site.server.baseUrl, path, {
        viewport: { width: 360, height: 740 },
        reusePage: true,
      });
      expect(await measureLayoutFit(page)).toEqual({ overflows: [], sidewaysScroll: 0 });
    },
  );
});
