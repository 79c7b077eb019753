import type { Page } from 'playwright-core';

/**
 * When a close was asked for, when the dialog turned `closing`, its state ~100 ms later, and when
 * it left the page (ms, `performance.now()`).
 */
export interface CloseTimeline {
  readonly request?: number;
  readonly closing?: number;
  readonly removed?: number;
  readonly stateAfter100ms?: string;
}

/**
 * Records inside the page (so test-runner latency cannot blur it) the first close request —
 * Escape, a click or a touch end — then when a dialog turns `closing`, what it looks like 100 ms
 * later, and when it is removed. Start it once the dialog is open.
 */
export async function recordCloseTimeline(page: Page): Promise<() => Promise<CloseTimeline>> {
  await page.evaluate(() => {
    const timeline: Record<string, number | string> = {};
    (window as unknown as { __closeTimeline: object }).__closeTimeline = timeline;
    const request = () => {
      timeline.request ??= performance.now();
    };
    document.addEventListener('keydown', (event) => event.key === 'Escape' && request(), true);
    document.addEventListener('click', request, true);
    document.addEventListener('touchend', request, true);
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target;
        if (
          target instanceof HTMLDialogElement &&
          target.dataset.state === 'closing' &&
          timeline.closing === undefined
        ) {
          timeline.closing = performance.now();
          setTimeout(() => {
            timeline.stateAfter100ms = target.isConnected ? (target.dataset.state ?? '') : 'gone';
          }, 100);
        }
        for (const node of record.removedNodes) {
          if (node instanceof HTMLDialogElement) timeline.removed ??= performance.now();
        }
      }
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-state'],
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __closeTimeline: CloseTimeline }).__closeTimeline);
}
