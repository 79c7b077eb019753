import type { BrowserContext, Page } from 'playwright-core';

/** Collects layout-shift entries from the first paint on (before any page script runs). */
export async function recordLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shifts: { value: number; hadRecentInput: boolean; sources: string }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Element | null }[];
      }[]) {
        // Which elements moved (tag and class of each source), so a failure names them.
        const sources = (entry.sources ?? [])
          .map(({ node }) => (node ? `${node.nodeName}.${String(node.className)}` : '?'))
          .join(' ');
        shifts.push({ value: entry.value, hadRecentInput: entry.hadRecentInput, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift the visitor did not cause (CLS counts only shifts without recent input). */
export function unexpectedLayoutShift(page: Page): Promise<number> {
  return page.evaluate(() =>
    (window as unknown as { __shifts: { value: number; hadRecentInput: boolean }[] }).__shifts
      .filter((shift) => !shift.hadRecentInput)
      .reduce((sum, shift) => sum + shift.value, 0),
  );
}

/** The unexpected shifts with the elements that moved: what a failure should name. */
export function unexpectedShiftSources(page: Page): Promise<string> {
  return page.evaluate(() =>
    (
      window as unknown as {
        __shifts: { value: number; hadRecentInput: boolean; sources: string }[];
      }
    ).__shifts
      .filter((shift) => !shift.hadRecentInput)
      .map((shift) => `${shift.value.toFixed(4)} ${shift.sources}`)
      .join('; '),
  );
}
