import type { Page } from 'playwright-core';

/**
 * Moves the real mouse into the page, up to its top edge and out through it, the way a visitor
 * heads for the tab bar: Chromium then fires `mouseleave` on the document element with the
 * pointer's last position inside the top 20 px and no related target.
 */
export async function leaveThroughTop(page: Page): Promise<void> {
  await page.mouse.move(640, 300);
  await page.mouse.move(640, 8, { steps: 4 });
  await page.mouse.move(640, -20);
}

/** Whether a dialog with this accessible name is on the page and visible. */
export async function dialogShown(page: Page, name: string): Promise<boolean> {
  return page.getByRole('dialog', { name }).isVisible();
}

/**
 * On wide screens the exit-intent watcher's code loads after hydration (it is not part of the
 * landing page's initial JavaScript); a visitor's first top exit counts once it has arrived, so the
 * tests wait for the network to settle before leaving the page.
 */
export async function waitForExitIntentWatcher(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}
