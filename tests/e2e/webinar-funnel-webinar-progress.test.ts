import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../core/language/languages';
import { firedEvents, setUpFunnelSite } from './support/funnel-site';
import { FUNNEL_TEXTS } from './support/funnel-texts';
import { waitForHydration } from './support/hydration';
import { startStubPlayer } from './support/stub-player';
import { visit } from './support/visit';

const funnel = setUpFunnelSite();

type StubCall = { readonly play: number } | { readonly seek: number };

/** Drives the stub player (`?player=stub`, 600 s long) exposed as `window.__webinarPlayerStub`. */
async function drive(page: Page, ...calls: StubCall[]): Promise<void> {
  await page.evaluate((steps) => {
    const stub = (
      window as {
        __webinarPlayerStub?: { play(seconds: number): void; seek(seconds: number): void };
      }
    ).__webinarPlayerStub;
    if (stub === undefined) throw new Error('the stub player is not loaded');
    for (const step of steps) {
      if ('play' in step) stub.play(step.play);
      else stub.seek(step.seek);
    }
  }, calls);
}

/** The meter's text ("Watched 10% (you need 20%)") for a percentage, in the page language. */
function meterText(language: Language, percent: number): string {
  return FUNNEL_TEXTS[language].webinar.cta.meterValue
    .replace('{{percent}}', String(percent))
    .replace('{{goal}}', '20');
}

async function expectLocked(page: Page, language: Language, percent: number): Promise<void> {
  const T = FUNNEL_TEXTS[language].webinar.cta;
  const cta = page.getByRole('region', { name: T.title });
  await cta.getByText(meterText(language, percent), { exact: true }).waitFor();
  expect(await cta.getByRole('button', { name: T.button }).count()).toBe(0);
  expect(await cta.getByText(T.locked.replace('{{percent}}', '20')).isVisible()).toBe(true);
}

describe('webinar page watch progress (docs/webinar.md "Video progress")', () => {
  for (const language of ['ka', 'en'] as const) {
    it(`in ${language}: the call button unlocks at 20 % of unique seconds played, not by seeking`, async () => {
      const T = FUNNEL_TEXTS[language].webinar;
      const { page, problems } = await visit(
        funnel.browser,
        funnel.site.server.baseUrl,
        `/${language}/webinar?player=stub&debug=tracking`,
        { reusePage: true },
      );
      await startStubPlayer(page, language);
      await expectLocked(page, language, 0);

      // 60 s played, then the same minute again: still 60 unique seconds (10 %).
      await drive(page, { play: 60 }, { seek: 0 }, { play: 59 });
      await expectLocked(page, language, 10);

      // Seeking far ahead adds nothing; playing 5 s there adds 5.
      await drive(page, { seek: 500 });
      await expectLocked(page, language, 10);
      await drive(page, { play: 5 });
      await expectLocked(page, language, 10);

      // 119 unique seconds (19.8 %) stay locked; the 120th unlocks the button.
      await drive(page, { seek: 60 }, { play: 54 });
      await expectLocked(page, language, 19);
      expect(await firedEvents(page, 'webinar_watched')).toEqual([]);
      await drive(page, { play: 1 });
      const cta = page.getByRole('region', { name: T.cta.title });
      await cta.getByRole('button', { name: T.cta.button }).waitFor();
      expect(await cta.getByText(T.cta.unlocked).isVisible()).toBe(true);
      expect(await firedEvents(page, 'webinar_watched')).toHaveLength(1);

      // Persisted for the tab (session storage, version 1): a reload keeps the button.
      const stored = await page.evaluate(() => sessionStorage.getItem('webinar-progress-storage'));
      expect(JSON.parse(stored ?? '{}')).toMatchObject({ version: 1 });
      await page.reload();
      await waitForHydration(page);
      await cta.getByRole('button', { name: T.cta.button }).waitFor();
      expect(problems()).toEqual([]);
    });
  }

  it('only seeking, even to the end, never unlocks the button', async () => {
    const { page } = await visit(
      funnel.browser,
      funnel.site.server.baseUrl,
      '/en/webinar?player=stub',
      { reusePage: true },
    );
    await startStubPlayer(page, 'en');
    for (const position of [120, 300, 500, 599]) await drive(page, { seek: position });
    await expectLocked(page, 'en', 0);
  });
});
