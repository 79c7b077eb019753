import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seoLinks } from './support/head-links';
import { STATIC_PAGES } from './support/site-pages';
import { setUpSite } from './support/site-server';
import { documentLanguage, visit } from './support/visit';

/** The origin the build wrote into canonical and hreflang URLs (`npm run build` reads SITE_ORIGIN). */
const ORIGIN = (process.env.SITE_ORIGIN ?? 'http://localhost:3000').replace(/\/+$/, '');

/** The narrow phone docs/site.md "Georgian text" names for long Georgian words: nothing may scroll sideways. */
const NARROW = { width: 320, height: 640 } as const;

const site = setUpSite();

/** How far the page can be scrolled sideways, in CSS pixels (0 when it cannot). */
async function horizontalScroll(page: Page): Promise<number> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    window.scrollTo(10_000, window.scrollY);
    const scrolled = window.scrollX;
    window.scrollTo(0, window.scrollY);
    return Math.max(scrolled, document.documentElement.scrollWidth - window.innerWidth);
  });
}

describe('every prerendered page in a real browser (docs/site.md "SEO")', () => {
  it.each(STATIC_PAGES.map((page) => [page.path, page] as const))(
    '%s: 200, title, lang, one h1, canonical and hreflang, no errors, no sideways scroll',
    async (path, expected) => {
      // Loaded at phone width: code that reads the viewport while rendering would fail hydration here.
      const { page, response, problems } = await visit(site.browser, site.server.baseUrl, path, {
        viewport: NARROW,
        reusePage: true,
      });
      expect(response.status()).toBe(200);

      const served = seoLinks(await response.text());
      expect(served.canonical).toEqual([`${ORIGIN}${path}`]);
      if (expected.alternates) {
        expect(served.alternates).toEqual({
          ka: [`${ORIGIN}${expected.alternates.ka}`],
          en: [`${ORIGIN}${expected.alternates.en}`],
          // x-default points to the Georgian page (docs/site.md "SEO").
          'x-default': [`${ORIGIN}${expected.alternates.ka}`],
        });
      } else {
        // The Georgian-only popup demo has no English twin an hreflang could point to.
        expect(served.alternates.en).toBeUndefined();
      }

      expect(await page.title()).toBe(expected.title);
      expect(await documentLanguage(page)).toBe(expected.language);
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      expect(await page.locator('h1').count()).toBe(1);

      expect(await horizontalScroll(page)).toBe(0);
      expect(problems()).toEqual([]);
    },
  );
});
