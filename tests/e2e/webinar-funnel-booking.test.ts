import type { BrowserContext, Frame, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../core/language/languages';
import { recordCloseTimeline } from './support/close-timeline';
import { firedEvents, setUpFunnelSite, trackedEvents } from './support/funnel-site';
import { FUNNEL_TEXTS } from './support/funnel-texts';
import { waitForInteractive } from './support/hydration';
import { startStubPlayer } from './support/stub-player';
import { visit } from './support/visit';

const funnel = setUpFunnelSite();

/**
 * Calendly is out of reach here: its booking page is answered by a stub that, like the real
 * widget, tells the parent page it has drawn the event type (docs/integrations.md "Calendly").
 */
const CALENDLY_STUB = `<!doctype html><html><body><p>Calendly stub</p><script>
  parent.postMessage({ event: 'calendly.event_type_viewed', payload: {} }, '*');
</script></body></html>`;

async function stubCalendly(context: BrowserContext): Promise<void> {
  await context.route('https://calendly.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: CALENDLY_STUB }),
  );
}

/** Opens a page with touch input and the Calendly stub. */
async function open(
  language: Language,
  path: string,
): Promise<{ page: Page; problems: () => string[] }> {
  const { page, problems } = await visit(
    funnel.browser,
    funnel.site.server.baseUrl,
    `/${language}${path}`,
    {
      hasTouch: true,
      prepare: stubCalendly,
    },
  );
  return { page, problems };
}

function modal(page: Page, language: Language): Locator {
  return page.getByRole('dialog', { name: FUNNEL_TEXTS[language].calendarModal.title });
}

/** On the webinar page: loads the stub player and plays the 20 % that unlocks the call button. */
async function unlockWebinarCta(page: Page, language: Language): Promise<Locator> {
  const T = FUNNEL_TEXTS[language].webinar;
  await startStubPlayer(page, language);
  await page.evaluate(() =>
    (window as { __webinarPlayerStub?: { play(seconds: number): void } }).__webinarPlayerStub?.play(
      120,
    ),
  );
  const button = page.getByRole('button', { name: T.cta.button });
  await button.waitFor();
  return button;
}

/** Opens the modal with `trigger` and waits until the widget stub has reported in (loader gone). */
async function openModal(page: Page, language: Language, trigger: Locator): Promise<Locator> {
  await trigger.click();
  const dialog = modal(page, language);
  await dialog.waitFor();
  await dialog
    .getByText(FUNNEL_TEXTS[language].calendarModal.loading)
    .waitFor({ state: 'detached' });
  const src = await dialog.locator('iframe').getAttribute('src');
  expect(src?.startsWith('https://calendly.com/')).toBe(true);
  return dialog;
}

/** Waits for the dialog to leave the page and checks it faded for ~200 ms after the request. */
async function expectFadedOut(
  page: Page,
  timeline: () => Promise<{ request?: number; closing?: number; removed?: number }>,
): Promise<void> {
  await page.locator('dialog').waitFor({ state: 'detached', timeout: 3_000 });
  const { request, closing, removed } = await timeline();
  if (request === undefined || closing === undefined || removed === undefined)
    throw new Error(`incomplete close timeline: ${JSON.stringify(await timeline())}`);
  expect(closing).toBeGreaterThanOrEqual(request);
  expect(removed - closing).toBeGreaterThanOrEqual(190);
  expect(removed - request).toBeLessThan(1_000);
}

/** A real touch gesture through the DevTools protocol: press, move down `distance` px, lift. */
async function swipeDown(page: Page, on: Locator, distance: number): Promise<void> {
  const box = await on.boundingBox();
  if (!box) throw new Error('nothing to swipe on');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 5; step += 1) {
    const touchPoints = [{ x, y: y + (distance * step) / 5 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

async function calendlyFrame(page: Page): Promise<Frame> {
  for (let tries = 0; tries < 100; tries += 1) {
    const frame = page
      .frames()
      .find((candidate) => candidate.url().startsWith('https://calendly.com/'));
    if (frame) return frame;
    await page.waitForTimeout(50);
  }
  throw new Error('the Calendly frame never loaded');
}

describe('the scheduling modal (docs/webinar.md "Booking modal")', () => {
  for (const language of ['ka', 'en'] as const) {
    it(`in ${language}: opens from the webinar call button and closes by button, backdrop, Escape and swipe`, async () => {
      const T = FUNNEL_TEXTS[language].calendarModal;
      const { page, problems } = await open(language, '/webinar?player=stub&debug=tracking');
      const cta = await unlockWebinarCta(page, language);

      // 1. The close button: a 200 ms fade, then the dialog is gone and focus is back on the button.
      let dialog = await openModal(page, language, cta);
      let timeline = await recordCloseTimeline(page);
      await dialog.getByRole('button', { name: T.close }).click();
      await expectFadedOut(page, timeline);
      expect(await cta.evaluate((element) => element === document.activeElement)).toBe(true);

      // 2. A click on the backdrop (outside the panel), not one inside it.
      dialog = await openModal(page, language, cta);
      await dialog.getByText(T.description).click();
      await page.waitForTimeout(300);
      expect(await dialog.getAttribute('data-state')).toBe('open');
      timeline = await recordCloseTimeline(page);
      await page.mouse.click(6, 6);
      await expectFadedOut(page, timeline);

      // 3. Escape.
      dialog = await openModal(page, language, cta);
      timeline = await recordCloseTimeline(page);
      await page.keyboard.press('Escape');
      await expectFadedOut(page, timeline);

      // 4. A downward swipe: 60 px is not enough, 150 px closes it.
      dialog = await openModal(page, language, cta);
      const intro = dialog.getByText(T.description);
      await swipeDown(page, intro, 60);
      await page.waitForTimeout(300);
      expect(await dialog.getAttribute('data-state')).toBe('open');
      timeline = await recordCloseTimeline(page);
      await swipeDown(page, intro, 150);
      await expectFadedOut(page, timeline);

      const opened = await firedEvents(page, 'calendar_opened');
      expect(opened.map((event) => event.data.source)).toEqual(Array(4).fill('webinar_page'));
      expect(await firedEvents(page, 'calendar_closed')).toHaveLength(4);
      expect(problems()).toEqual([]);
    });

    it(`in ${language}: opens from the FAQ and the pricing call buttons on the home page`, async () => {
      const { page, problems } = await open(language, '?debug=tracking');
      const T = FUNNEL_TEXTS[language];
      // Every booking button has the same name (docs/site.md "Voice and spelling"): find each in its section.
      const faq = page
        .locator('#faq')
        .getByRole('button', { name: T.faq.bottomCta.button, exact: true });
      await waitForInteractive(faq);
      await openModal(page, language, faq);
      const timeline = await recordCloseTimeline(page);
      await page.keyboard.press('Escape');
      await expectFadedOut(page, timeline);

      const pricing = page.locator('#pricing').getByRole('button', {
        name: T.pricingHero.callRequest.cta,
        exact: true,
      });
      await waitForInteractive(pricing);
      const dialog = await openModal(page, language, pricing);
      await dialog.getByRole('button', { name: T.calendarModal.close }).click();
      await page.locator('dialog').waitFor({ state: 'detached' });

      const opened = await firedEvents(page, 'calendar_opened');
      expect(opened.map((event) => event.data.source)).toEqual(['faq_cta', 'pricing_hero']);
      expect(problems()).toEqual([]);
    });

    it(`in ${language}: a booking is tracked once, closes the modal 1 s later and shows the toast`, async () => {
      const { page, problems } = await open(language, '/webinar?player=stub&debug=tracking');
      const cta = await unlockWebinarCta(page, language);
      const dialog = await openModal(page, language, cta);
      const frame = await calendlyFrame(page);
      const booking = {
        event: 'calendly.event_scheduled',
        payload: {
          event: { uri: 'https://api.calendly.com/scheduled_events/E2E-EVENT' },
          invitee: { uri: 'https://api.calendly.com/scheduled_events/E2E-EVENT/invitees/I1' },
        },
      };

      // The same message from the page's own origin is not Calendly's and is ignored.
      await page.evaluate((message) => window.postMessage(message, '*'), booking);
      await page.waitForTimeout(1_300);
      expect(await dialog.getAttribute('data-state')).toBe('open');
      expect(await firedEvents(page, 'event_scheduled')).toEqual([]);

      // Calendly may report a booking twice: it counts once.
      const sentAt = await page.evaluate(() => performance.now());
      await frame.evaluate((message) => {
        parent.postMessage(message, '*');
        parent.postMessage(message, '*');
      }, booking);
      await page.locator('dialog').waitFor({ state: 'detached', timeout: 3_000 });
      const closedAt = await page.evaluate(() => performance.now());
      expect(closedAt - sentAt).toBeGreaterThanOrEqual(1_000);
      expect(closedAt - sentAt).toBeLessThan(2_500);

      const all = await trackedEvents(page);
      const scheduled = all.filter((event) => event.name === 'event_scheduled');
      expect(scheduled).toHaveLength(1);
      expect(scheduled[0]?.data).toMatchObject({
        event_uri: booking.payload.event.uri,
        source: 'webinar_page',
      });
      expect(await firedEvents(page, 'consultation_scheduled')).toHaveLength(1);

      const toast = FUNNEL_TEXTS[language].common.toast.bookingSuccess;
      await page.getByRole('status').getByText(toast.title).waitFor();

      // The webinar page then takes the visitor home (7 s after the booking).
      await page.waitForURL(`${funnel.site.server.baseUrl}/${language}`, { timeout: 10_000 });
      expect(problems()).toEqual([]);
    });
  }
});
