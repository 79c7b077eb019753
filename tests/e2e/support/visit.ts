import type { Browser, BrowserContext, ConsoleMessage, Page, Response } from 'playwright-core';
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
  /**
   * Look only, change nothing that outlives the page: the visit reuses a page this file opened
   * before (with its renderer process) instead of a fresh context, after clearing the cookies and
   * the storage the previous test left. A fresh context and page cost ~0.5 s of CPU more than a
   * navigation of an open page (docs/performance.md "Test suite"). Not for tests that change the
   * page or its context beyond storage (clocks, init scripts, `page.context()`, context routes), nor
   * with `prepare` or `hasTouch`, which need a context of their own; routes go on the page
   * (`routePage`), and are removed when the test ends.
   */
  readonly reusePage?: boolean;
  /** Runs on the page before it navigates (e.g. `page.route` a backend answer); with `reusePage`. */
  readonly routePage?: (page: Page) => Promise<void>;
}

/** The pages `reusePage` visits share: one context per browser connection (i.e. per test file). */
interface PagePool {
  readonly context: BrowserContext;
  readonly idle: Page[];
}

const pools = new WeakMap<Browser, Promise<PagePool>>();

function pagePool(browser: Browser): Promise<PagePool> {
  let pool = pools.get(browser);
  if (pool === undefined) {
    pool = (async () => {
      const context = await browser.newContext({ viewport: DESKTOP });
      await trackReactCommits(context);
      return { context, idle: [] };
    })();
    pools.set(browser, pool);
  }
  return pool;
}

/**
 * A page for a `reusePage` visit, given back to the pool when the test ends: its storage and the
 * context's cookies cleared, so the next test meets a first-time visitor again. A page that cannot
 * be cleared (closed, or mid-navigation) is closed instead.
 */
async function borrowPage(
  browser: Browser,
  viewport: { readonly width: number; readonly height: number },
): Promise<Page> {
  const pool = await pagePool(browser);
  const page = pool.idle.pop() ?? (await pool.context.newPage());
  await page.setViewportSize(viewport);
  onTestFinished(async () => {
    if (page.isClosed()) return;
    try {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await pool.context.clearCookies();
      pool.idle.push(page);
    } catch {
      await page.close();
    }
  });
  return page;
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
  const page = await openPage(browser, options);
  const problems: string[] = [];
  const onPageError = (error: Error) => problems.push(`pageerror: ${error.message}`);
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    const expected =
      options.documentStatus !== undefined &&
      text.includes(`status of ${options.documentStatus}`) &&
      message.location().url === page.url();
    if (!expected) problems.push(`console.error: ${text} (${message.location().url})`);
  };
  page.on('pageerror', onPageError);
  page.on('console', onConsole);
  // A reused page goes on to another test: its listeners must not.
  onTestFinished(() => {
    page.off('pageerror', onPageError);
    page.off('console', onConsole);
  });
  const response = await page.goto(`${baseUrl}${path}`);
  if (!response) throw new Error(`no response for ${path}`);
  await waitForHydration(page);
  return { page, response, problems: () => [...problems] };
}

/** A fresh context and page for the visit, or a reused page (`reusePage`). */
async function openPage(browser: Browser, options: VisitOptions): Promise<Page> {
  const viewport = options.viewport ?? DESKTOP;
  if (options.reusePage === true) {
    if (options.prepare !== undefined || options.hasTouch === true) {
      throw new Error('reusePage visits share a context: no prepare, no hasTouch');
    }
    const page = await borrowPage(browser, viewport);
    await options.routePage?.(page);
    return page;
  }
  if (options.routePage !== undefined) throw new Error('routePage is for reusePage visits');
  const context = await browser.newContext({ viewport, hasTouch: options.hasTouch ?? false });
  onTestFinished(() => context.close());
  await trackReactCommits(context);
  await options.prepare?.(context);
  return context.newPage();
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
