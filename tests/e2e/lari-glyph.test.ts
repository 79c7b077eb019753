import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from './support/chromium-options';
import { type SiteServer, startSiteServer } from './support/site-server';
import { PHONE, visit } from './support/visit';

/*
 * docs/site.md "Georgian text": every price shows the lari sign ₾ (U+20BE) drawn by the web font the
 * site ships, not by whatever the visitor's system happens to have. This Chromium sees one system font
 * family only, DejaVu, which has no ₾ — as on a stock Linux desktop — so a subset that dropped the sign
 * would show a box here.
 */

const LARI = '\u20BE';
/** A private-use code point no font here maps: how a missing glyph (a box) looks in the same font. */
const UNMAPPED = '\uE000';
// SCREENSHOT_DIR=dir keeps the 390 px screenshots (for a reviewer's eyes).
const screenshotDir = process.env.SCREENSHOT_DIR;

let server: SiteServer;
let browser: Browser;
let fontConfigDir: string;

/** A fontconfig that knows DejaVu only (no family with U+20BE), so only the web font can draw ₾. */
function fontConfigWithoutLari(): string {
  const dir = mkdtempSync(join(tmpdir(), 'fonts-without-lari-'));
  mkdirSync(join(dir, 'cache'));
  writeFileSync(
    join(dir, 'fonts.conf'),
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>/usr/share/fonts/truetype/dejavu</dir>
  <cachedir>${join(dir, 'cache')}</cachedir>
</fontconfig>
`,
  );
  return dir;
}

beforeAll(async () => {
  fontConfigDir = fontConfigWithoutLari();
  [server, browser] = await Promise.all([
    startSiteServer({ FLITT_MODE: 'demo' }),
    // A browser of its own (not the run's shared one): it needs its own font configuration.
    chromium.launch({
      ...chromiumLaunchOptions(),
      env: { ...process.env, FONTCONFIG_FILE: join(fontConfigDir, 'fonts.conf') },
    }),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (fontConfigDir) rmSync(fontConfigDir, { recursive: true, force: true });
});

interface LariCheck {
  readonly signs: number;
  /** Fonts (family, web font or not) that drew the ₾ signs. */
  readonly fonts: string[];
  /** Whether ₾ in the price's own font looks different from a missing glyph in that font. */
  readonly drawnUnlikeABox: boolean;
}

/**
 * Every ₾ in the page's visible text, each wrapped in a span of its own (which inherits the price's
 * font), marked so that CDP can ask which font drew that one glyph.
 */
async function markLariGlyphs(page: Page): Promise<number> {
  return page.evaluate((lari) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (node.textContent?.includes(lari) && parent && parent.getClientRects().length > 0) {
        texts.push(node as Text);
      }
    }
    let count = 0;
    for (const text of texts) {
      let rest: Text = text;
      for (let at = rest.data.indexOf(lari); at >= 0; at = rest.data.indexOf(lari)) {
        const sign = rest.splitText(at);
        rest = sign.splitText(1);
        const span = document.createElement('span');
        span.dataset.lariCheck = String(count);
        sign.replaceWith(span);
        span.append(sign);
        count += 1;
      }
    }
    return count;
  }, LARI);
}

/** Two one-character samples in the first ₾'s font, side by side, compared pixel by pixel. */
async function lariDiffersFromBox(page: Page): Promise<boolean> {
  await page.evaluate(
    ({ lari, unmapped }) => {
      const sign = document.querySelector<HTMLElement>('[data-lari-check="0"]');
      if (!sign) throw new Error('no ₾ on the page');
      const style = getComputedStyle(sign);
      for (const [id, text] of [
        ['sample-lari', lari],
        ['sample-box', unmapped],
      ] as const) {
        const sample = document.createElement('span');
        sample.id = id;
        sample.textContent = text;
        Object.assign(sample.style, {
          position: 'fixed',
          top: id === 'sample-lari' ? '0' : '80px',
          left: '0',
          zIndex: '2147483647',
          background: '#fff',
          color: '#000',
          fontFamily: style.fontFamily,
          fontWeight: style.fontWeight,
          fontSize: '48px',
          lineHeight: '64px',
          padding: '0 8px',
        });
        document.body.append(sample);
      }
    },
    { lari: LARI, unmapped: UNMAPPED },
  );
  await page.evaluate(() => document.fonts.ready);
  const [lari, box] = await Promise.all([
    page.locator('#sample-lari').screenshot(),
    page.locator('#sample-box').screenshot(),
  ]);
  await page.evaluate(() => {
    for (const id of ['sample-lari', 'sample-box']) document.getElementById(id)?.remove();
  });
  return !lari.equals(box);
}

async function checkLari(page: Page): Promise<LariCheck> {
  await page.evaluate(() => document.fonts.ready);
  const signs = await markLariGlyphs(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
    nodeId: root.nodeId,
    selector: '[data-lari-check]',
  });
  const fonts = new Set<string>();
  for (const nodeId of nodeIds) {
    const { fonts: used } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    for (const font of used)
      fonts.add(`${font.familyName}${font.isCustomFont ? ' (web font)' : ''}`);
  }
  await cdp.detach();
  return { signs, fonts: [...fonts].sort(), drawnUnlikeABox: await lariDiffersFromBox(page) };
}

describe('the lari sign is drawn by the shipped font', () => {
  it.each(['/ka', '/ka/checkout'])('%s at 390 px', async (path) => {
    // visit() waits for hydration: React no longer replaces the text nodes the check wraps.
    const { page } = await visit(browser, server.baseUrl, path, { viewport: PHONE });
    await page.waitForLoadState('networkidle');
    const check = await checkLari(page);
    expect(check.signs).toBeGreaterThan(0);
    // Every ₾ is set in the web font; DejaVu (the only system font, no ₾) never steps in.
    expect(check.fonts).toEqual(['Noto Sans Georgian (web font)']);
    expect(check.drawnUnlikeABox).toBe(true);
    if (screenshotDir) {
      mkdirSync(screenshotDir, { recursive: true });
      await page.getByText(LARI).first().scrollIntoViewIfNeeded();
      await page.screenshot({
        path: join(screenshotDir, `${path.slice(1).replace('/', '-')}-390.png`),
      });
    }
  });
});
