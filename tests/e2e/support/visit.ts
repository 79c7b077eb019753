import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { onTestFinished } from 'vitest';
import { trackReactCommits, waitForHydration } from './hydration';

/** A desktop window wide enough for the inline header navigation. */
export const DESKTOP = { width: 1280, height: 800 } as const;

/** A common phone: the header shows the menu toggle instead of the inline navigation. */
export const PHONE = { width: 390, height: 844 } as const;

/** One opened page: its navigation response and what went wrong in it so far. */
export interface Visit {
  readonly page: Page;
  readonly response: Response;
  /** Console errors and uncaught exceptions (hydration errors included), as readable lines. */
  readonly problems: () => string[];
}

/** Options of `visit`. */
export interface VisitOptions {
  readonly viewport?: { readonly width: number; readonly height: number };
  /**
   * The document is expected to answer with this error status (e.g. 404): Chromium's console line
   * about that one response is then not counted as a problem.
   */
  readonly documentStatus?: number;
  /** A touch screen as well as the mouse (touch events for swipe gestures). */
  readonly hasTouch?: boolean;
  /** Runs on the new context before the page opens (e.g. to route a third party to a stub). */
  readonly prepare?: (context: BrowserContext) => Promise<void>;
}

/**
 * Opens `path` in a fresh browser context (its own storage), waits until React has hydrated the
 * prerendered page, and closes the context when the current test ends.
 */
export async function visit(
  browser: Browser,
  baseUrl: string,
  path: string,
  options: VisitOptions = {},
): Promise<Visit> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    hasTouch: options.hasTouch ?? false,
  });
  onTestFinished(() => context.close());
  await trackReactCommits(context);
  await options.prepare?.(context);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    const expected =
      options.documentStatus !== undefined &&
      text.includes(`status of ${options.documentStatus}`) &&
      message.location().url === page.url();
    if (!expected) problems.push(`console.error: ${text} (${message.location().url})`);
  });
  const response = await page.goto(`${baseUrl}${path}`);
  if (!response) throw new Error(`no response for ${path}`);
  await waitForHydration(page);
  return { page, response, problems: () => [...problems] };
}

/** The path, query and hash of the page's current URL. */
export function currentPath(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The document language, `<html lang>`. */
export function documentLanguage(page: Page): Promise<string> {
  return page.evaluate(() => document.documentElement.lang);
}
