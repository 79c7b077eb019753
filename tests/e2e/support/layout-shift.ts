import type { BrowserContext, Page } from 'playwright-core';

/** Collects layout-shift entries from the first paint on (before any page script runs). */
export async function recordLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shifts: { value: number; hadRecentInput: boolean }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
      }[]) {
        shifts.push({ value: entry.value, hadRecentInput: entry.hadRecentInput });
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
