import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { recordCloseTimeline } from './support/close-timeline';
import { TEXTS } from './support/site-pages';
import { setUpSite } from './support/site-server';
import { DESKTOP, visit } from './support/visit';

/** The demo page has no language prefix and is shown in Georgian. */
const T = TEXTS.ka.popup;

/** The popup keeps this distance from the viewport edges it is pushed against (1rem). */
const EDGE_SLACK = 24;

type Axis = 'start' | 'center' | 'end';
type Position = keyof typeof T.positions & keyof typeof PLACEMENT;

/** Where each named position must put the popup: [horizontal, vertical] (docs/site.md "Popup demo page"). */
const PLACEMENT = {
  'top-left': ['start', 'start'],
  top: ['center', 'start'],
  'top-right': ['end', 'start'],
  left: ['start', 'center'],
  center: ['center', 'center'],
  right: ['end', 'center'],
  'bottom-left': ['start', 'end'],
  bottom: ['center', 'end'],
  'bottom-right': ['end', 'end'],
} as const satisfies Record<string, readonly [Axis, Axis]>;

const site = setUpSite();

function positionButton(page: Page, position: Position): Locator {
  return page.getByRole('button', { name: T.positions[position], exact: true });
}

function positionDialog(page: Page, position: Position): Locator {
  const name = T.popup.positionTitle.replace('{{position}}', T.positions[position]);
  return page.getByRole('dialog', { name });
}

function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

function holdsFocus(dialog: Locator): Promise<boolean> {
  return dialog.evaluate((element) => element.contains(document.activeElement));
}

/** Checks one axis of a box against the viewport: pushed to the start, centred, or pushed to the end. */
function expectAxis(axis: Axis, start: number, size: number, viewport: number): void {
  const end = viewport - (start + size);
  if (axis === 'start') {
    expect(start).toBeGreaterThanOrEqual(0);
    expect(start).toBeLessThanOrEqual(EDGE_SLACK);
  } else if (axis === 'end') {
    expect(end).toBeGreaterThanOrEqual(0);
    expect(end).toBeLessThanOrEqual(EDGE_SLACK);
  } else {
    expect(Math.abs(start + size / 2 - viewport / 2)).toBeLessThanOrEqual(2);
  }
}

/** Waits for a closing popup to leave the page: it fades out first (docs/site.md "Popup demo page"). */
async function expectGone(page: Page): Promise<void> {
  await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 2_000 });
  expect(await page.locator('dialog').count()).toBe(0);
}

describe('the popup demo at /test-popup (docs/site.md "Popup demo page")', () => {
  it('places each of the nine positions accordingly and returns focus on Escape', async () => {
    const { page, problems } = await visit(site.browser, site.server.baseUrl, '/test-popup', {
      reusePage: true,
    });
    for (const [position, [horizontal, vertical]] of Object.entries(PLACEMENT) as [
      Position,
      readonly [Axis, Axis],
    ][]) {
      const button = positionButton(page, position);
      await button.click();
      const dialog = positionDialog(page, position);
      await dialog.waitFor();
      const box = await dialog.boundingBox();
      if (!box) throw new Error(`${position}: the popup has no box`);
      expectAxis(horizontal, box.x, box.width, DESKTOP.width);
      expectAxis(vertical, box.y, box.height, DESKTOP.height);

      await page.keyboard.press('Escape');
      await expectGone(page);
      expect(await isFocused(button)).toBe(true);
    }
    expect(problems()).toEqual([]);
  });

  it('puts the top-left corner of a custom popup at the given pixels', async () => {
    const { page, problems } = await visit(site.browser, site.server.baseUrl, '/test-popup', {
      reusePage: true,
    });
    await page.getByRole('spinbutton', { name: T.custom.x }).fill('200');
    await page.getByRole('spinbutton', { name: T.custom.y }).fill('150');
    const open = page.getByRole('button', { name: T.custom.open });
    await open.click();
    const name = T.popup.customTitle.replace('{{x}}', '200').replace('{{y}}', '150');
    const box = await page.getByRole('dialog', { name }).boundingBox();
    expect(box?.x).toBeCloseTo(200, 0);
    expect(box?.y).toBeCloseTo(150, 0);

    await page.keyboard.press('Escape');
    await expectGone(page);
    expect(await isFocused(open)).toBe(true);
    expect(problems()).toEqual([]);
  });

  it('on Escape fades out for about 200 ms before the dialog is removed', async () => {
    const { page, problems } = await visit(site.browser, site.server.baseUrl, '/test-popup', {
      reusePage: true,
    });
    const button = positionButton(page, 'center');
    await button.click();
    await positionDialog(page, 'center').waitFor();
    const timeline = await recordCloseTimeline(page);

    await page.keyboard.press('Escape');
    await expectGone(page);
    const { request, closing, removed, stateAfter100ms } = await timeline();
    if (request === undefined || closing === undefined || removed === undefined) {
      throw new Error(`incomplete close timeline: ${JSON.stringify(await timeline())}`);
    }
    // Marked closing on the request, still in the page 100 ms later, removed after the 200 ms fade.
    expect(closing).toBeGreaterThanOrEqual(request);
    expect(stateAfter100ms).toBe('closing');
    expect(removed - request).toBeGreaterThanOrEqual(190);
    expect(removed - closing).toBeGreaterThanOrEqual(190);
    expect(await isFocused(button)).toBe(true);
    expect(problems()).toEqual([]);
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const { page, problems } = await visit(site.browser, site.server.baseUrl, '/test-popup', {
      reusePage: true,
    });
    const button = positionButton(page, 'center');
    await button.click();
    const dialog = positionDialog(page, 'center');
    await dialog.waitFor();

    await dialog.getByText(T.popup.text).click();
    await dialog.getByRole('heading').click();
    await page.waitForTimeout(300);
    expect(await dialog.getAttribute('data-state')).toBe('open');

    await page.mouse.click(8, 8);
    await expectGone(page);
    expect(await isFocused(button)).toBe(true);
    expect(problems()).toEqual([]);
  });

  it('closes with its close button', async () => {
    const { page } = await visit(site.browser, site.server.baseUrl, '/test-popup', {
      reusePage: true,
    });
    const button = positionButton(page, 'bottom-right');
    await button.click();
    await positionDialog(page, 'bottom-right').getByRole('button', { name: T.popup.close }).click();
    await expectGone(page);
    expect(await isFocused(button)).toBe(true);
  });

  it('without a backdrop ignores outside clicks and closes on Escape', async () => {
    const { page, problems } = await visit(site.browser, site.server.baseUrl, '/test-popup', {
      reusePage: true,
    });
    const button = page.getByRole('button', { name: T.noBackdrop.open });
    await button.click();
    const dialog = page.getByRole('dialog', { name: T.popup.noBackdropTitle });
    await dialog.waitFor();

    await page.mouse.click(8, 8);
    await page.waitForTimeout(300);
    expect(await dialog.getAttribute('data-state')).toBe('open');

    await page.keyboard.press('Escape');
    await expectGone(page);
    expect(await isFocused(button)).toBe(true);
    expect(problems()).toEqual([]);
  });

  it('keeps Tab and Shift+Tab inside the open dialog', async () => {
    const { page } = await visit(site.browser, site.server.baseUrl, '/test-popup', {
      reusePage: true,
    });
    await positionButton(page, 'center').click();
    const dialog = positionDialog(page, 'center');
    await dialog.waitFor();
    expect(await holdsFocus(dialog)).toBe(true);
    await page.evaluate(() => {
      const escaped: string[] = [];
      (window as unknown as { __focusOutside: string[] }).__focusOutside = escaped;
      document.addEventListener('focusin', (event) => {
        const target = event.target;
        if (target instanceof Element && !target.closest('dialog')) escaped.push(target.outerHTML);
      });
    });
    // Past the dialog's last control a native modal dialog lets focus go to the browser's own
    // toolbar (no keyboard trap, WCAG 2.1.2), never to the inert page behind it.
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      const inside = await holdsFocus(dialog);
      const pageFocused = await page.evaluate(() => document.hasFocus());
      expect(inside || !pageFocused, `focus after ${key}`).toBe(true);
    }
    await page.keyboard.press('Tab');
    if (!(await holdsFocus(dialog))) await page.keyboard.press('Tab');
    expect(await holdsFocus(dialog)).toBe(true);
    expect(
      await page.evaluate(() => (window as unknown as { __focusOutside: string[] }).__focusOutside),
    ).toEqual([]);
  });
});
