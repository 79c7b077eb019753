import type { BrowserContext, Page } from 'playwright-core';

/**
 * A stand-in for the React DevTools hook, installed before any page script runs, so a test can tell
 * when React has committed its first render of the prerendered page (hydration). React reports
 * hydration mismatches right after that commit, so once it is seen such errors have surfaced.
 * Kept as source text: functions passed from here would be rewritten by the TypeScript loader.
 */
const COMMIT_PROBE = `
  window.__e2eReactCommits = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: function () { return 1; },
    onCommitFiberRoot: function () { window.__e2eReactCommits += 1; },
    onCommitFiberUnmount: function () {},
    onPostCommitFiberRoot: function () {},
    checkDCE: function () {},
  };
`;

/** Installs the commit probe in every page of the context; call before opening pages. */
export async function trackReactCommits(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: COMMIT_PROBE });
}

/** Waits until React has hydrated the page (needs `trackReactCommits`) and two frames have painted. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => ((window as { __e2eReactCommits?: number }).__e2eReactCommits ?? 0) > 0,
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}
