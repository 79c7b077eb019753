import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../core/language/languages';
import { allPagePaths } from '../../core/site/routes';
import { queryDatabase, setUpFunnelSite } from './support/funnel-site';
import { FUNNEL_TEXTS } from './support/funnel-texts';
import { trackReactCommits, waitForHydration, waitForInteractive } from './support/hydration';
import { recordLayoutShifts, unexpectedLayoutShift } from './support/layout-shift';
import { startStubPlayer } from './support/stub-player';
import { DESKTOP, PHONE } from './support/visit';

// A funnel without dead ends (docs/site.md "Navigation and layout"): every call to action on every
// page, in both languages, is clicked and must reach a place where its promise can be kept; campaign
// tags from the landing URL reach a lead registered three page moves later (docs/webinar.md
// "Campaign tags"). One browser, one site server, one tab per language.

const funnel = setUpFunnelSite();

/** What a call to action promises, read from its words (each language's own). */
type CtaPromise = 'book' | 'buy' | 'register' | 'webinar' | 'pricing' | 'anchor';

/** Keywords per promise, checked in this order: "register for cohort 4" is a purchase. */
const PROMISE_WORDS: Record<Language, readonly (readonly [CtaPromise, RegExp])[]> = {
  en: [
    ['buy', /\bcohort\b|\bbuy\b|new payment|checkout/i],
    ['book', /strategy call|\bbook\b/i],
    ['register', /regist|\bseat\b|\bplace\b/i],
    ['pricing', /^pricing$/i],
    ['webinar', /webinar|\bwatch\b/i],
  ],
  ka: [
    ['buy', /ნაკად|შეძენ|შეიძინ|ახალი გადახდ/],
    ['book', /სტრატეგიული ზარ/],
    ['register', /რეგისტრ|ადგილ/],
    ['pricing', /^ფასი$/],
    ['webinar', /ვებინარ/],
  ],
};

/** One call to action as found on a page. */
interface Cta {
  /** A webinar session of a timeline: the visitor's clock may close it once the timeline hydrates. */
  readonly session?: boolean;
  readonly text: string;
  readonly href: string | null;
  readonly promise: CtaPromise;
}

/**
 * The page's calls to action: links and buttons that promise an action by their words (timeline
 * sessions promise a registration), and every in-page or cross-page `#anchor` link. Left out:
 * submit buttons (the forms' own journeys test them), outside links, FAQ and carousel controls.
 */
async function callsToAction(page: Page, language: Language): Promise<Cta[]> {
  const found = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a[href], button')].map((element) => {
      const rect = element.getBoundingClientRect();
      return {
        text: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
        href: element.getAttribute('href'),
        visible: rect.width > 0 && rect.height > 0,
        skip:
          (element instanceof HTMLButtonElement &&
            (element.type === 'submit' || element.closest('form') !== null)) ||
          element.closest(
            '.skip-link, .accordion, .lecture-carousel, .language-selector, .video-facade',
          ) !== null ||
          element.hasAttribute('aria-expanded'),
        timeline: element.closest('.timeline-item') !== null,
      };
    }),
  );
  const ctas: Cta[] = [];
  for (const { text, href, visible, skip, timeline } of found) {
    if (!visible || skip) continue;
    if (href !== null && !href.startsWith('/') && !href.startsWith('#')) continue;
    const byWords = PROMISE_WORDS[language].find(([, words]) => words.test(text))?.[0];
    const promise = timeline ? 'register' : (byWords ?? (href?.includes('#') ? 'anchor' : null));
    if (promise !== null)
      ctas.push({ text: text.slice(0, 80), href, promise, ...(timeline ? { session: true } : {}) });
  }
  return ctas;
}

/**
 * Finds the call to action again on the (re)opened page by its words and destination; it may appear
 * late (the pricing card's Buy link waits for the catalogue).
 */
async function locate(page: Page, cta: Cta): Promise<Locator | undefined> {
  const locator = page
    .locator(cta.href === null ? 'button:visible' : `a[href="${cta.href}"]:visible`)
    .filter({ hasText: cta.text.slice(0, 30) })
    .first();
  const found = await locator.waitFor({ timeout: cta.session ? 2_000 : 8_000 }).then(
    () => true,
    () => false,
  );
  if (found) return locator;
  // A session the prerendered timeline still offered may have passed on the visitor's clock.
  if (cta.session) return undefined;
  throw new Error(`"${cta.text}" (${cta.href ?? 'button'}) is no longer on ${page.url()}`);
}

/** True when part of one of the located elements is on screen (checked now, without waiting). */
function onScreen(locator: Locator): Promise<boolean> {
  return locator.evaluateAll((elements) =>
    elements.some((element) => {
      const rect = element.getBoundingClientRect();
      return (
        rect.height > 0 &&
        getComputedStyle(element).visibility !== 'hidden' &&
        rect.bottom > 0 &&
        rect.top < window.innerHeight
      );
    }),
  );
}

/** Where each promise is kept: what must be on screen after the click. */
function fulfilment(page: Page, cta: Cta): Locator[] {
  const dialog = page.locator('dialog[open], [role="dialog"]:visible');
  const registrationForm = page.locator('form:has(input[type="email"]):visible');
  switch (cta.promise) {
    case 'book':
      return [dialog];
    case 'register':
    case 'webinar':
      return [registrationForm, dialog, page.locator('.video-player__mount iframe')];
    case 'buy':
      // The checkout's contact form, or the pricing card with its Buy button or waiting list.
      return [
        registrationForm,
        page.locator('#pricing a[href$="/checkout"]:visible'),
        page.locator('#pricing .pricing-card__waitlist:visible'),
      ];
    case 'pricing':
      return [page.locator('#pricing a[href$="/checkout"]:visible, #pricing-title')];
    case 'anchor': {
      const id = decodeURIComponent(cta.href?.split('#')[1] ?? '');
      return [page.locator(`[id="${id}"]`)];
    }
  }
}

async function waitForFulfilment(page: Page, cta: Cta, from: string): Promise<void> {
  const candidates = fulfilment(page, cta);
  const started = Date.now();
  for (;;) {
    for (const candidate of candidates) if (await onScreen(candidate)) return;
    if (Date.now() - started > 8_000) {
      const where = await page.evaluate(() =>
        [...document.querySelectorAll('form, dialog')]
          .map(
            (element) =>
              `${element.tagName}.${element.className}@${Math.round(element.getBoundingClientRect().top)}`,
          )
          .join(' '),
      );
      throw new Error(
        `${where} scrollY=${await page.evaluate(() => window.scrollY)} ` +
          `"${cta.text}" (${cta.href ?? 'button'}) on ${from} promised ${cta.promise} but led to ${page.url()} without it on screen`,
      );
    }
    await page.waitForTimeout(100);
  }
}

/**
 * Returns to the crawled page between clicks the way a visitor would: closes an open dialog, goes
 * back in history after a navigation (a full load only if that fails), and starts from the top.
 */
async function backTo(page: Page, url: string): Promise<void> {
  if ((await page.locator('dialog[open]').count()) > 0) {
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.querySelector('dialog[open]') === null);
  }
  if (new URL(page.url()).pathname !== new URL(url).pathname) {
    await page.goBack({ waitUntil: 'domcontentloaded' }).catch(() => null);
    if (new URL(page.url()).pathname !== new URL(url).pathname) await open(page, url);
  }
  if (new URL(page.url()).pathname !== new URL(url).pathname || page.url() !== url) {
    await page.evaluate(
      (target) => window.history.replaceState(window.history.state, '', target),
      url,
    );
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Opens a page in the tab and waits for its hydration. */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
}

/**
 * Opens every page of a language in one tab and clicks each call to action found there (one
 * repeated on many pages, like the header's, once); returns the words of those clicked.
 */
async function crawl(language: Language): Promise<string[]> {
  // Reduced motion: scrolls jump instead of gliding, the same code paths without the waiting.
  const context = await funnel.browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
  await trackReactCommits(context);
  const page = await context.newPage();
  const base = funnel.site.server.baseUrl;
  const clicked = new Set<string>();
  const texts: string[] = [];
  for (const { path } of allPagePaths().filter((entry) => entry.language === language)) {
    await open(page, `${base}${path}`);
    // Settled first: the timeline's clock and the catalogue change what is offered (bounded: the
    // payment result page keeps polling).
    await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
    // A page's own table of contents is one kind of link: its first entry stands for the rest.
    let inPageAnchor = false;
    const fresh = (await callsToAction(page, language)).filter((cta) => {
      if (clicked.has(`${cta.text}→${cta.href}`)) return false;
      if (cta.promise !== 'anchor' || !cta.href?.startsWith('#')) return true;
      if (inPageAnchor) return false;
      inPageAnchor = true;
      return true;
    });
    for (const cta of fresh) {
      clicked.add(`${cta.text}→${cta.href}`);
      texts.push(cta.text);
      await backTo(page, `${base}${path}`);
      const target = await locate(page, cta);
      if (target === undefined) continue;
      // Focus first, as a keyboard visitor reaches it, then a key: a section that loads on intent
      // hydrates then (headless Chromium may not fire focusin for a scripted focus, a key reaches it).
      await target.focus();
      await page.keyboard.press('Shift');
      const ready = await waitForInteractive(target, 5_000).then(
        () => true,
        (error: Error) => {
          // A session that passed on the visitor's clock stops being a button once hydrated.
          if (cta.session) return false;
          throw new Error(`"${cta.text}" on ${path}: ${error.message}`);
        },
      );
      if (!ready) continue;
      await target.click();
      await waitForFulfilment(page, cta, path);
    }
  }
  await context.close();
  return texts;
}

describe('a funnel without dead ends (docs/site.md "Navigation and layout")', () => {
  it('in ka and en: every call to action on every page keeps its promise', async () => {
    const clicked = await Promise.all([crawl('ka'), crawl('en')]);
    for (const [i, language] of (['ka', 'en'] as const).entries()) {
      // The funnel's main calls to action were among them (the crawl cannot pass by finding none).
      const T = FUNNEL_TEXTS[language];
      for (const expected of [
        T.common.announcement.cta,
        T.common.nav.webinar,
        T.landing.hero.registerCta,
        T.landing.finalCta.button,
        T.pricingHero.callRequest.cta,
        T.common.footer.quickNav.pricing,
        T.common.footer.quickNav.webinarRegistration,
      ]) {
        expect(clicked[i]).toContain(expected);
      }
      expect(clicked[i]?.length).toBeGreaterThan(20);
    }
  }, 120_000);

  it('the webinar page offers the next live session; its "programme and price" link lands on the pricing section', async () => {
    const context = await funnel.browser.newContext({ viewport: DESKTOP });
    await trackReactCommits(context);
    const page = await context.newPage();
    const T = FUNNEL_TEXTS.en.webinar;
    await open(page, `${funnel.site.server.baseUrl}/en/webinar?player=stub`);
    // No recording is configured in this build: the page leads with the live session's form.
    await page.getByRole('heading', { name: T.live.title }).waitFor();
    expect(await onScreen(page.locator('#registration-form form'))).toBe(true);
    // The stub player (600 s) played to 60 %: the course offer with its link is revealed.
    await startStubPlayer(page, 'en');
    await page.evaluate(() =>
      (
        window as unknown as { __webinarPlayerStub: { play(seconds: number): void } }
      ).__webinarPlayerStub.play(360),
    );
    // Fonts the landing page needs beyond the webinar page's arrive late: they reflow every section
    // above the prices after the scroll, with no change to the DOM.
    await context.route('**/*.woff2', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    const link = page.getByRole('link', { name: T.nextSteps.link, exact: true });
    await link.click();
    await page.waitForURL(/\/en#pricing$/);
    await waitForFulfilment(
      page,
      { text: T.nextSteps.link, href: '/en#pricing', promise: 'anchor' },
      '/en/webinar',
    );
    // The heading itself comes to rest in view at the top, not pushed above the window.
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(1_000);
    const headingTop = await page
      .locator('#pricing-title')
      .evaluate((heading) => Math.round(heading.getBoundingClientRect().top));
    expect(headingTop).toBeGreaterThanOrEqual(0);
    expect(headingTop).toBeLessThan(200);
    await context.close();
  });

  it('on a phone the first screen carries a call to action; the hero countdown is prerendered and does not shift', async () => {
    const context = await funnel.browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
    });
    await trackReactCommits(context);
    await recordLayoutShifts(context);
    const page = await context.newPage();
    for (const language of ['ka', 'en'] as const) {
      const T = FUNNEL_TEXTS[language];
      const response = await page.goto(`${funnel.site.server.baseUrl}/${language}`);
      const html = (await response?.text()) ?? '';
      // Server-rendered: the countdown's boxes and start date are in the HTML before any script.
      expect(html).toMatch(/class="hero-countdown"[\s\S]*role="timer"/);
      await waitForHydration(page);
      const button = page.getByRole('link', { name: T.landing.hero.registerCta, exact: true });
      const box = await button.boundingBox();
      expect(box).not.toBeNull();
      expect((box?.y ?? PHONE.height) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
      // Near the viewport its code loads and the clock arrives (digits replace "--") without moving
      // anything.
      await page.locator('.hero-countdown').scrollIntoViewIfNeeded();
      await page.waitForFunction(
        () =>
          !document.querySelector('.hero-countdown .countdown__digits')?.textContent?.includes('-'),
      );
      expect(await unexpectedLayoutShift(page)).toBeLessThanOrEqual(0.01);
      await button.click();
      await page.waitForFunction(() => {
        const form = document.querySelector('#registration-form');
        const rect = form?.getBoundingClientRect();
        return rect !== undefined && rect.top < window.innerHeight && rect.bottom > 0;
      });
    }
    await context.close();
  });

  it('first-touch UTM: landing tags reach a lead registered three page moves later; the language link keeps them', async () => {
    const context = await funnel.browser.newContext({ viewport: DESKTOP });
    await trackReactCommits(context);
    const page = await context.newPage();
    const T = FUNNEL_TEXTS.en;
    const base = funnel.site.server.baseUrl;
    await open(page, `${base}/en?utm_source=facebook&utm_campaign=x#faq`);
    const georgian = page.locator('.language-selector a[hreflang="ka"]').first();
    await page.waitForFunction(
      () =>
        document.querySelector('.language-selector a[hreflang="ka"]')?.getAttribute('href') ===
        '/ka?utm_source=facebook&utm_campaign=x#faq',
    );
    expect(await georgian.getAttribute('href')).toBe('/ka?utm_source=facebook&utm_campaign=x#faq');

    // Three page moves: the logo, the nav's "free webinar", the footer's registration link.
    await page.locator('.site-header a[href="/en"]').first().click();
    await page.waitForURL(`${base}/en`);
    await page.getByRole('link', { name: T.common.nav.webinar, exact: true }).first().click();
    await page.waitForURL(`${base}/en/webinar`);
    await page
      .getByRole('link', { name: T.common.footer.quickNav.webinarRegistration, exact: true })
      .click();
    await page.waitForURL(`${base}/en/webinar-registration`);

    const form = page.locator('#registration-form');
    const field = (name: 'fullName' | 'phoneNumber' | 'email' | 'linkedinProfile') =>
      form.getByLabel(T.landing.form.fields[name].label, { exact: true });
    await waitForInteractive(field('fullName'));
    await field('fullName').fill('Tamar Kapanadze');
    await field('phoneNumber').fill('577 11 22 33');
    await field('email').fill('tamar.utm@example.ge');
    await field('linkedinProfile').fill('linkedin.com/in/tamar-kapanadze');
    await form.getByRole('button', { name: T.landing.form.submit, exact: true }).click();
    await form.getByRole('heading', { name: T.landing.form.success.title }).waitFor();
    // The success card stands alone: the form's heading no longer sits above "you are registered".
    expect(
      await form.getByRole('heading', { name: T.landing.registrationPage.formTitle }).isVisible(),
    ).toBe(false);

    const leads = queryDatabase<{ utm_source: string | null; utm_campaign: string | null }>(
      funnel.site.server,
      'SELECT utm_source, utm_campaign FROM leads WHERE email = ?',
      'tamar.utm@example.ge',
    );
    expect(leads).toEqual([{ utm_source: 'facebook', utm_campaign: 'x' }]);
    await context.close();
  });
});
