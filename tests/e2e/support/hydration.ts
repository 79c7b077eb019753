import type { BrowserContext, Locator, Page } from 'playwright-core';

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

/**
 * Brings an element into view (which starts hydrating a deferred section around it) and waits until
 * React has hydrated it, i.e. attached its props to the DOM node: typing into or clicking a
 * prerendered control before that would race the hydration, which no visitor can do this fast.
 */
export async function waitForInteractive(locator: Locator, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  let seen = false;
  for (;;) {
    seen ||= (await locator.count()) > 0;
    // The locator is resolved afresh each round: hydration may replace the prerendered node.
    const hydrated = await locator
      .evaluate((element) => {
        element.scrollIntoView({ block: 'center' });
        return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
      })
      .catch(() => false);
    if (hydrated) return;
    if (Date.now() - started > timeoutMs) {
      const present = (await locator.count()) > 0;
      throw new Error(
        present
          ? 'the element was never hydrated'
          : `the element ${seen ? 'left the page before it was hydrated' : 'was never on the page'}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
