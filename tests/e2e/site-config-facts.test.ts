import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../core/language/languages';
import { launchChromium } from './support/browser';
import {
  type ConfiguredSite,
  shippedSiteConfig,
  startConfiguredSite,
} from './support/configured-site';
import { visit } from './support/visit';

const DAY_MS = 24 * 60 * 60 * 1000;
const TBILISI_MS = 4 * 60 * 60 * 1000;

/** `YYYY-MM-DD` of the Tbilisi calendar day `days` from today (by the test's clock). */
function tbilisiDay(days: number): string {
  return new Date(Date.now() + TBILISI_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** 2 January of the next Tbilisi year: across the year boundary from any day but 1–2 January. */
const nextYear = Number(tbilisiDay(0).slice(0, 4)) + 1;
/** The status a session on `day` has on the Tbilisi day `seenDay` (both `YYYY-MM-DD`). */
const statusOn = (day: string, seenDay: string) =>
  day < seenDay ? 'passed' : day === seenDay ? 'today' : 'upcoming';
const title = (en: string) => ({ ka: `${en} (ka)`, en });

/** Sessions relative to the real clock: yesterday, today (late in the evening), in 3 days, next year. */
const SESSIONS = [
  {
    startsAt: `${tbilisiDay(-1)}T20:00:00+04:00`,
    durationMinutes: 90,
    title: title('Yesterday session'),
  },
  {
    startsAt: `${tbilisiDay(0)}T23:30:00+04:00`,
    durationMinutes: 60,
    title: title('Today session'),
    joinUrl: 'https://meet.example.ge/today',
  },
  {
    startsAt: `${tbilisiDay(3)}T20:00:00+04:00`,
    durationMinutes: 90,
    title: title('Soon session'),
    seats: 25,
  },
  {
    startsAt: `${nextYear}-01-02T19:00:00+04:00`,
    durationMinutes: 45,
    title: title('Next year session'),
  },
];

const BASIS = {
  counted: { ka: 'დათვლილი', en: 'counted' },
  asOf: '2026-06-30',
  source: { ka: 'წყარო', en: 'source' },
};

/**
 * Claims no shipped figure uses, so seeing them proves the pages read the configuration: students
 * and the rating with a basis; the income, the universities and the track record as the bare numbers
 * older files wrote, which have no basis and must not reach a page; view counts without videos.
 */
const CLAIMS = {
  students: { value: 37, wording: 'atLeast', basis: BASIS },
  rating: { value: 4.3, wording: 'mean', basis: { ...BASIS, respondents: 21 } },
  averageMonthlyIncomeUsd: 12345,
  trackRecordUsd: 2500000,
  yearsExperience: 13,
  partnerUniversities: 3,
  videoViews: {
    webinar: { value: 1234, wording: 'atLeast', basis: BASIS },
    podcast: 5678,
    guide: 910,
  },
};

const SELLER = {
  legalName: { ka: 'შპს „სატესტო გამყიდველი“', en: 'Test Seller LLC' },
  legalForm: { ka: 'შეზღუდული პასუხისმგებლობის საზოგადოება', en: 'Limited Liability Company' },
  identificationCode: '404040404',
  legalAddress: { ka: 'თბილისი, სატესტო ქ. 1', en: '1 Test St, Tbilisi' },
  phone: '+995322111111',
  vatRegistered: false,
  supportEmail: 'help@seller.example.ge',
};

let site: ConfiguredSite;
let browser: Browser;

beforeAll(async () => {
  site = await startConfiguredSite({
    ...shippedSiteConfig(),
    webinarSessions: SESSIONS,
    claims: CLAIMS,
    seller: SELLER,
  });
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.remove();
});

const EXPECTED = {
  ka: {
    nextYearDate: `2 იანვარი, ${nextYear}`,
    seats: '25 ადგილი',
    rating: '4,3/5',
    respondents: '2026 წლის გამოკითხვაში მონაწილე 21 კურსდამთავრებულის',
  },
  en: {
    nextYearDate: `January 2, ${nextYear}`,
    seats: '25 seats',
    rating: '4.3/5',
    respondents: 'the 21 graduates who answered our 2026 survey',
  },
} as const;

describe.each(['ka', 'en'] as const)(
  'the configuration on the pages (%s)',
  (language: Language) => {
    it('seen on 30 December, the session on 2 January of the next year is upcoming', async () => {
      // The browser's clock, not the server's, decides the statuses after hydration.
      const seenDay = `${nextYear - 1}-12-30`;
      const seenOn = new Date(`${seenDay}T12:00:00+04:00`);
      const { page } = await visit(
        browser,
        site.server.baseUrl,
        `/${language}/webinar-registration`,
        {
          prepare: (context) => context.clock.setFixedTime(seenOn),
        },
      );
      const items = page.locator('#webinar-registration .timeline-item');
      await expect
        .poll(() =>
          items.evaluateAll((nodes) =>
            nodes.map((node) => node.className.match(/--(passed|today|upcoming)/)?.[1]),
          ),
        )
        .toEqual(SESSIONS.map((session) => statusOn(session.startsAt.slice(0, 10), seenDay)));
    });

    it('the timeline shows the configured sessions passed, today and upcoming in Tbilisi time, across the year boundary', async () => {
      // Seen at noon of today in Tbilisi: the 23:30 session is later today whatever the hour of the run.
      const noon = new Date(`${tbilisiDay(0)}T12:00:00+04:00`);
      const { page, problems } = await visit(
        browser,
        site.server.baseUrl,
        `/${language}/webinar-registration`,
        { prepare: (context) => context.clock.setFixedTime(noon) },
      );
      const items = page.locator('#webinar-registration .timeline-item');
      await expect.poll(() => items.count()).toBe(4);
      // The statuses come from the visitor's clock after hydration.
      await expect
        .poll(() =>
          items.evaluateAll((nodes) =>
            nodes.map((node) => node.className.match(/--(passed|today|upcoming)/)?.[1]),
          ),
        )
        .toEqual(['passed', 'today', 'upcoming', 'upcoming']);
      const texts = await items.allInnerTexts();
      const suffix = language === 'ka' ? ' (ka)' : '';
      expect(texts[0]).toContain(`Yesterday session${suffix}`);
      expect(texts[1]).toContain('23:30–00:30');
      expect(texts[2]).toContain(EXPECTED[language].seats);
      expect(texts[3]).toContain(EXPECTED[language].nextYearDate);
      expect(texts[3]).toContain('19:00–19:45');
      expect(texts.join('\n')).not.toMatch(/spots? left|დარჩა/);
      // Later today: still open for registration; "join now" appears 15 minutes before the start.
      await expect(items.nth(1).locator('a.timeline-item__join').count()).resolves.toBe(0);
      await expect(items.nth(1).locator('button').count()).resolves.toBe(1);
      expect(problems()).toEqual([]);
    });

    it('the landing page states the configured claims and the footer the configured seller', async () => {
      const { page, problems } = await visit(browser, site.server.baseUrl, `/${language}`);
      const body = ((await page.locator('main').textContent()) ?? '').replace(/\u00a0/g, ' ');
      expect(body).toContain('37+');
      expect(body).toContain(EXPECTED[language].rating);
      expect(body).toContain(EXPECTED[language].respondents);
      for (const old of ['30+', '50+', '500+', '4.8', '4,8', '$15K', '$8M'])
        expect(body).not.toContain(old);
      // A claim without a basis is not stated anywhere on the page (docs/site.md "Claims"), and
      // no view count appears without its video.
      for (const hidden of ['12,345', '12 345', '$12', '$2.5M', '2,5 მლნ', '13 years', '13 წელ'])
        expect(body).not.toContain(hidden);
      expect(body).not.toMatch(/partner universit|პარტნიორი უნივერსიტეტ/);
      expect(body).not.toMatch(/1[.,]?2K?\+? (views|ნახვა)|1234/);
      const footer = (await page.locator('footer').textContent()) ?? '';
      expect(footer).toContain(SELLER.supportEmail);
      expect(footer).toContain(SELLER.legalName[language]);
      expect(footer).toContain('404040404');
      expect(problems()).toEqual([]);
    });
  },
);
