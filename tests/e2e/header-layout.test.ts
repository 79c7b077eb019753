import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../core/language/languages';
import enCommon from '../../locales/en/common.json';
import kaCommon from '../../locales/ka/common.json';
import { setUpSite } from './support/site-server';
import { DESKTOP, PHONE, visit } from './support/visit';

const COMMON = { ka: kaCommon, en: enCommon } as const;

/** The fixed header's height (docs/site.md "Navigation and layout": 52 px on phones, 60 px on desktop). */
const HEADER_HEIGHT = { phone: 52, desktop: 60 } as const;

const site = setUpSite();

/** Top and bottom of an element relative to the viewport, after two painted frames. */
async function verticalBox(
  page: Page,
  role: 'banner' | 'main',
): Promise<{ top: number; bottom: number }> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const box = await page.getByRole(role).boundingBox();
  if (!box) throw new Error(`no ${role} box`);
  return { top: box.y, bottom: box.y + box.height };
}

function announcement(page: Page, language: Language) {
  return page.getByRole('complementary', { name: COMMON[language].announcement.label });
}

describe('the fixed header leaves room for the page (docs/site.md "Navigation and layout")', () => {
  it.each<[string, Language]>([
    ['/ka', 'ka'],
    ['/en/refund-policy', 'en'],
    ['/ka/investment-calculator', 'ka'],
    ['/test-popup', 'ka'],
  ])('%s: content starts below the header on desktop and phone', async (path, language) => {
    const { page } = await visit(site.browser, site.server.baseUrl, path, {
      viewport: DESKTOP,
      reusePage: true,
    });
    for (const [viewport, height] of [
      [DESKTOP, HEADER_HEIGHT.desktop],
      [PHONE, HEADER_HEIGHT.phone],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.evaluate(() => window.scrollTo(0, 0));
      const header = await verticalBox(page, 'banner');
      expect(header).toEqual({ top: 0, bottom: height });
      expect((await verticalBox(page, 'main')).top).toBeGreaterThanOrEqual(header.bottom);
      const bar = await announcement(page, language).boundingBox();
      expect(bar?.y).toBeGreaterThanOrEqual(header.bottom);

      // Fixed: after scrolling the header is still at the top of the viewport.
      await page.evaluate(() => window.scrollTo(0, 300));
      expect(await verticalBox(page, 'banner')).toEqual(header);
    }
  });

  it.each<[string, Language]>([
    ['/ka/checkout', 'ka'],
    ['/ka/payment-success', 'ka'],
    ['/payment-success?order_id=7', 'ka'],
    ['/en/checkout', 'en'],
  ])(
    '%s: no announcement bar, and the header does not cover the content',
    async (path, language) => {
      const { page } = await visit(site.browser, site.server.baseUrl, path, {
        viewport: DESKTOP,
        reusePage: true,
      });
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        expect(await announcement(page, language).count()).toBe(0);
        const header = await verticalBox(page, 'banner');
        expect((await verticalBox(page, 'main')).top).toBeGreaterThanOrEqual(header.bottom);
      }
    },
  );
});
