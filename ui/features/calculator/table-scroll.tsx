import type { ReactNode } from 'react';

/**
 * A wide table's horizontal scroller on narrow screens. It is a named, focusable region so keyboard
 * users can scroll it too (WCAG 2.1.1; axe `scrollable-region-focusable`).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it
    <section className="calculator__table-scroll" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
