import type { Page } from 'playwright-core';

/** What `recordPopupTimeline` saw: times in ms (`performance.now()`) and the state ~100 ms into closing. */
export interface PopupTimeline {
  readonly request?: number;
  readonly closing?: number;
  readonly removed?: number;
  readonly stateAfter100ms?: string;
}

/**
 * Records, inside the page (so test-runner latency cannot blur it), when Escape is pressed, when a
 * dialog turns `closing`, what it looks like 100 ms later, and when it leaves the page.
 */
export async function recordPopupTimeline(page: Page): Promise<() => Promise<PopupTimeline>> {
  await page.evaluate(() => {
    const timeline: Record<string, number | string> = {};
    (window as unknown as { __popupTimeline: object }).__popupTimeline = timeline;
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'Escape') timeline.request ??= performance.now();
      },
      true,
    );
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target;
        if (
          record.type === 'attributes' &&
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
    page.evaluate(() => (window as unknown as { __popupTimeline: PopupTimeline }).__popupTimeline);
}
