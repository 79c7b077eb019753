import type { Locator, Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { Language } from '../../core/language/languages';
import enCalendarModal from '../../locales/en/calendar_modal.json';
import enFaq from '../../locales/en/faq.json';
import kaCalendarModal from '../../locales/ka/calendar_modal.json';
import kaFaq from '../../locales/ka/faq.json';
import { trackReactCommits, waitForHydration, waitForInteractive } from './support/hydration';
import { setUpSite } from './support/site-server';
import { PHONE } from './support/visit';

/*
 * Nothing a visitor does before the page's script is ready is lost (docs/site.md "Input before
 * hydration"): on a slow phone (200 KB/s, 300 ms latency, CPU 4× slower) text typed into every
 * server-rendered form field survives hydration and is what the form then sends, FAQ questions
 * tapped before the FAQ's script arrived took effect (single-open: the last one stays open), and a
 * tap on the FAQ's booking button before its code arrived opens the booking dialog once it has.
 * The page's scripts are held back until the visitor has acted, so every keystroke and tap
 * provably lands before hydration; then they are let through.
 */
const FAQ_QUESTIONS = {
  ka: Object.values(kaFaq.items).map((item) => item.question),
  en: Object.values(enFaq.items).map((item) => item.question),
} as const;

/** The FAQ's booking button and the dialog it opens. */
const TEXTS = {
  ka: { bookCall: kaFaq.bottomCta.button, modalTitle: kaCalendarModal.title },
  en: { bookCall: enFaq.bottomCta.button, modalTitle: enCalendarModal.title },
} as const;

/** What a visitor types into each field, by the field's posted name. */
const TYPED: Record<string, string> = {
  fullName: 'Luka Beridze',
  firstName: 'Luka',
  lastName: 'Beridze',
  phoneNumber: '599123456',
  email: 'luka.beridze@example.ge',
  linkedinProfile: 'linkedin.com/in/luka-beridze',
  initialInvestment: '2500',
  monthlyAmount: '150',
  durationYears: '12',
  promoCode: 'WEBINAR10',
};

const site = setUpSite();

/** Whether React has attached its props to this node, i.e. hydrated it. */
function hydrated(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) =>
    Object.keys(element).some((key) => key.startsWith('__reactProps$')),
  );
}

/**
 * Opens `path` on a throttled phone with the page's scripts held back; `release` lets them load,
 * except those matching `holdLonger`, which `releaseHeld` lets through. Returns once the
 * prerendered HTML is there.
 *
 * The network is slow while the visitor acts. From `release` until `fullSpeed` the CPU is 4× slower
 * while the page's code runs and hydrates around what was typed (the page has no inline script, so
 * none of its code runs while the scripts are held). Chromium slows the CPU by keeping a core of the
 * test machine busy for as long as the throttle is on, so it is on only where it can change the
 * outcome, and the held scripts then arrive unthrottled: downloading them slowly under the throttle
 * cost 4 CPU-s a test and changed nothing (`holdLonger` keeps a late chunk late).
 */
async function openSlowly(
  path: string,
  holdLonger?: RegExp,
): Promise<{
  page: Page;
  release: () => Promise<void>;
  fullSpeed: () => Promise<void>;
  releaseHeld: () => void;
}> {
  const context = await site.browser.newContext({
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
  });
  onTestFinished(() => context.close());
  await trackReactCommits(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 300,
    downloadThroughput: 200 * 1024,
    uploadThroughput: 200 * 1024,
  });
  let letScriptsIn = () => {};
  const released = new Promise<void>((resolve) => {
    letScriptsIn = resolve;
  });
  const release = async () => {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    letScriptsIn();
  };
  const fullSpeed = async () => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  };
  let releaseHeld = () => {};
  const heldReleased = new Promise<void>((resolve) => {
    releaseHeld = resolve;
  });
  await page.route(/\.js(\?|$)/, async (route) => {
    await released;
    if (holdLonger?.test(route.request().url())) await heldReleased;
    await route.continue();
  });
  // Not 'domcontentloaded': that waits for the (held) module scripts. The parsed HTML is enough.
  await page.goto(`${site.server.baseUrl}${path}`, { waitUntil: 'commit' });
  await page.locator('footer').waitFor({ state: 'attached' });
  return { page, release, fullSpeed, releaseHeld };
}

/** What `typeEverywhere` records for a checkbox it ticked. */
const TICKED = '(ticked)';

/** Fields typed key by key; the others get their text in one go, as autofill or a paste does. */
const KEYED = new Set(['fullName', 'firstName', 'initialInvestment']);

/** Fills every visible field of `form`, checking React had not hydrated it. */
async function typeEverywhere(page: Page, form: Locator): Promise<Map<string, string>> {
  const typed = new Map<string, string>();
  const fields = form.locator(
    'input:not([type=hidden]):not([type=range]):not([type=submit]), textarea',
  );
  const count = await fields.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const field = fields.nth(index);
    const name = (await field.getAttribute('name')) ?? '';
    if ((await field.getAttribute('type')) === 'checkbox') {
      // The opt-in boxes start unticked: a tap before hydration must stay a tick.
      expect(await hydrated(field), `${name} was already hydrated`).toBe(false);
      await field.click();
      expect(await field.isChecked(), name).toBe(true);
      typed.set(name, TICKED);
      continue;
    }
    const text = TYPED[name];
    if (text === undefined) throw new Error(`no text to type into the field "${name}"`);
    expect(await hydrated(field), `${name} was already hydrated`).toBe(false);
    await field.click();
    // A field that starts with text of its own is typed over, except the checkout's `+995 `,
    // which the number follows.
    const start = await field.inputValue();
    if (start !== '') await field.press(name === 'phoneNumber' ? 'End' : 'ControlOrMeta+a');
    if (KEYED.has(name)) await field.pressSequentially(text);
    else await page.keyboard.insertText(text);
    typed.set(name, await field.inputValue());
  }
  return typed;
}

/** Lets the scripts in, waits for the page and then the form's section to hydrate. */
async function hydrate(page: Page, release: () => Promise<void>, form: Locator): Promise<void> {
  expect(
    await page.evaluate(() => (window as { __e2eReactCommits?: number }).__e2eReactCommits),
  ).toBe(0);
  await release();
  await waitForHydration(page);
  await waitForInteractive(form.locator('input:not([type=hidden])').first(), 20_000);
}

/** Every typed value is still there; a phone number may have been regrouped (spaces only). */
async function expectKept(form: Locator, typed: Map<string, string>): Promise<void> {
  const comparable = (name: string, value: string) =>
    name === 'phoneNumber' ? value.replace(/\s/g, '') : value;
  for (const [name, value] of typed) {
    if (value === TICKED) {
      await expect
        .poll(() => form.locator(`[name="${name}"]`).isChecked(), { message: name })
        .toBe(true);
      continue;
    }
    await expect
      .poll(async () => comparable(name, await form.locator(`[name="${name}"]`).inputValue()), {
        message: name,
      })
      .toBe(comparable(name, value));
  }
}

/** The FAQ's three first questions as their disclosure controls. */
function faqQuestions(page: Page, language: Language): Locator[] {
  return FAQ_QUESTIONS[language]
    .slice(0, 3)
    .map((question) =>
      page.locator('#faq').locator('summary, button').filter({ hasText: question }),
    );
}

/** Whether the question's answer shows: a native disclosure's `open`, or a button's `aria-expanded`. */
function isOpen(question: Locator): Promise<boolean> {
  return question.evaluate((control) =>
    control.tagName === 'SUMMARY'
      ? (control.parentElement?.hasAttribute('open') ?? false)
      : control.getAttribute('aria-expanded') === 'true',
  );
}

describe.each(['ka', 'en'] as const)('before hydration on a slow phone (%s)', (language) => {
  it('the hero form keeps what was typed and the FAQ the questions tapped', async () => {
    // The FAQ's own code comes later still, so the page hydrates around a dehydrated FAQ.
    const { page, release, fullSpeed, releaseHeld } = await openSlowly(
      `/${language}`,
      /\/faq-section-/,
    );
    const form = page.locator('form.registration-form').first();
    const typed = await typeEverywhere(page, form);

    // Single-open (docs/site.md "Landing sections"): each tap opens its question at once, closing
    // the one before, so after three taps the third is the open one.
    const questions = faqQuestions(page, language);
    for (const question of questions) {
      expect(await hydrated(question)).toBe(false);
      await question.tap();
      expect(await isOpen(question)).toBe(true);
    }

    await hydrate(page, release, form);
    await expectKept(form, typed);
    await fullSpeed();

    // The page is hydrated, the FAQ is not: its booking button's first tap is not lost.
    const book = page.locator('#faq').getByRole('button', { name: TEXTS[language].bookCall });
    expect(await hydrated(book)).toBe(false);
    await book.tap();
    expect(await hydrated(book)).toBe(false);
    releaseHeld();
    await page.getByRole('dialog', { name: TEXTS[language].modalTitle }).waitFor();
    await page.keyboard.press('Escape');
    await waitForInteractive(questions[2] as Locator, 20_000);
    expect(await Promise.all(questions.map(isOpen))).toEqual([false, false, true]);
    // After hydration the FAQ still answers taps: the open one closes, another opens.
    await (questions[0] as Locator).tap();
    expect(await Promise.all(questions.map(isOpen))).toEqual([true, false, false]);
  });
});

describe('before hydration on a slow phone, the other forms', () => {
  // Then the visitor presses the form's button: the hydrated component must act on what was typed
  // (its state holds it), not only show it. The forms that post send it; the calculator keeps it.
  it.each([
    ['ka', '/ka/webinar-registration', 'form.registration-form', '/api/registration'],
    ['en', '/en/checkout', 'form.checkout-form', '/api/checkout'],
    ['en', '/en/investment-calculator', 'form.calculator__form', undefined],
    ['ka', '/ka/career-checklist', 'form.exit-intent__form', '/api/leads'],
  ] as const)('%s %s keeps what was typed', async (_language, path, formSelector, api) => {
    const { page, release, fullSpeed } = await openSlowly(path);
    const form = page.locator(formSelector).first();
    const typed = await typeEverywhere(page, form);
    await hydrate(page, release, form);
    await expectKept(form, typed);
    await fullSpeed();

    const posted = api
      ? page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith(api))
      : undefined;
    await form.locator('button[type=submit]').click();
    if (posted) {
      const body = (await posted).postData() ?? '';
      for (const [name, value] of typed) {
        if (name === 'phoneNumber') expect(body.replace(/\D/g, '')).toContain('599123456');
        else if (value === TICKED) expect(JSON.parse(body)[name], name).toBe(true);
        else expect(body, name).toContain(value);
      }
    } else {
      await expectKept(form, typed);
    }
  });
});
