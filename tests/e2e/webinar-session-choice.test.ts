import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
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
 */

const funnel = setUpFunnelSite();

const CASES = {
  ka: {
    name: 'ნინო სესია',
    phone: '555 71 00 01',
    email: 'session.ka@example.ge',
    session: '20261216T1600Z',
    date: '16 დეკემბერი, 2026',
    pick: 'select',
  },
  en: {
    name: 'Giorgi Session',
    phone: '555 71 00 02',
    email: 'session.en@example.ge',
    session: '20261209T1600Z',
    date: 'December 9, 2026',
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
      const { page, problems } = await visit(
        funnel.browser,
        funnel.site.server.baseUrl,
        `/${language}?debug=tracking`,
      );
      const form = page.locator('#registration-form');
      const select = form.getByLabel(T.form.session.label, { exact: true });
      await waitForInteractive(form.getByLabel(T.form.fields.fullName.label, { exact: true }));
      // Hydrated: the started sessions are gone and the nearest one is preselected.
      await page.waitForFunction(
        (id) =>
          (document.querySelector(`#registration-form select`) as HTMLSelectElement)?.value === id,
        '20261202T1600Z',
      );
      const values = await select
        .locator('option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
      expect(values).toEqual(['20261202T1600Z', '20261209T1600Z', '20261216T1600Z']);

      if (visitor.pick === 'select') {
        await select.selectOption(visitor.session);
      } else {
        await page
          .locator('.timeline-item__main--action', { hasText: visitor.date })
          .first()
          .click();
        await page.waitForFunction(
          (id) =>
            (document.querySelector('#registration-form select') as HTMLSelectElement)?.value ===
            id,
          visitor.session,
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
      await expect.poll(() => form.textContent()).toContain(visitor.date);

      // The stored lead carries the session's start.
      const [lead] = queryDatabase<{ webinar_session_starts_at: number }>(
        funnel.site.server,
        'SELECT webinar_session_starts_at FROM leads WHERE email = ?',
        visitor.email,
      );
      const startsAt = new Date(Date.UTC(2026, 11, Number(visitor.session.slice(6, 8)), 16, 0, 0));
      expect(lead?.webinar_session_starts_at).toBe(startsAt.getTime());

      // So does its spreadsheet row, on the Tbilisi clock.
      const rows = await until(
        () => funnel.site.sheets.rows().filter((row) => row.email === visitor.email),
        (found) => found.length > 0,
      );
      expect(rows[0]?.webinarSession).toBe(`2026-12-${visitor.session.slice(6, 8)} 20:00`);

      // The success view's calendar file, fetched as the browser would, parsed by ical.js.
      const href = await form.getByTestId('session-ics').getAttribute('href');
      expect(href).toMatch(
        new RegExp(`^/api/webinar/sessions/${visitor.session}/calendar\\.ics\\?`),
      );
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
      expect(event.startDate.toString()).toBe(`2026-12-${visitor.session.slice(6, 8)}T20:00:00`);
      expect(event.uid).toContain(visitor.session);
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
      });
      expect(await measureLayoutFit(page)).toEqual({ overflows: [], sidewaysScroll: 0 });
    },
  );
});
