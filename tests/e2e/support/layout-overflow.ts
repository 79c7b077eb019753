import type { Page } from 'playwright-core';

/** One element that sticks out of its container, sideways, by `by` CSS pixels. */
export interface Overflow {
  readonly element: string;
  readonly by: number;
}

/** What the page measured: elements sticking out, and how far the page scrolls sideways. */
export interface LayoutFit {
  readonly overflows: readonly Overflow[];
  /** `document.scrollingElement.scrollWidth - innerWidth`: above 0 means sideways scrolling. */
  readonly sidewaysScroll: number;
}

/**
 * Checks every rendered element against its parent's content box, left and right edges (docs/site.md
 * "Layout fit"): an element may stick out only of a parent that scrolls sideways on purpose
 * (`overflow-x: auto | scroll`). A parent that hides or clips what sticks out does not excuse it: that
 * is the clipping this check exists to catch. Skipped, because their box is not placed by the parent:
 * positioned (`absolute`, `fixed`) elements, the visually hidden pattern (a positioned 1 px box
 * that hides its overflow) with everything in it, and the insides of an SVG. Half a pixel is allowed for sub-pixel rounding.
 */
export function measureLayoutFit(page: Page): Promise<LayoutFit> {
  return page.evaluate(() => {
    const TOLERANCE = 0.5;
    const describe = (element: Element): string => {
      const id = element.id ? `#${element.id}` : '';
      const classes =
        typeof element.className === 'string' && element.className.trim() !== ''
          ? `.${element.className.trim().split(/\s+/).join('.')}`
          : '';
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${element.tagName.toLowerCase()}${id}${classes}${text ? ` "${text}"` : ''}`;
    };
    // The visually hidden pattern: a positioned box of at most 1 px that hides what it holds.
    const hiding = new Set<Element>();
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const positioned = style.position === 'absolute' || style.position === 'fixed';
      if (positioned && box.width <= 1 && box.height <= 1 && style.overflow !== 'visible') {
        hiding.add(element);
      }
    }
    const isHidden = (element: Element): boolean => {
      for (let at: Element | null = element; at !== null; at = at.parentElement) {
        if (hiding.has(at)) return true;
      }
      return false;
    };
    const overflows: { element: string; by: number }[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const parent = element.parentElement;
      if (parent === null || (element.closest('svg') !== element && element.closest('svg')))
        continue;
      if (element.getClientRects().length === 0 || isHidden(element)) continue;
      const style = getComputedStyle(element);
      if (style.position === 'absolute' || style.position === 'fixed') continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.width <= 1 && box.height <= 1) continue;
      const parentStyle = getComputedStyle(parent);
      if (parentStyle.overflowX === 'auto' || parentStyle.overflowX === 'scroll') continue;
      if (parentStyle.display === 'contents') continue;
      const outer = parent.getBoundingClientRect();
      const left =
        outer.left + parseFloat(parentStyle.borderLeftWidth) + parseFloat(parentStyle.paddingLeft);
      const right =
        outer.right -
        parseFloat(parentStyle.borderRightWidth) -
        parseFloat(parentStyle.paddingRight);
      // An inline box inside text may start in the padding of a wrapped line; only block-level
      // widths matter, so an inline element is checked against the parent's border box.
      const inline = style.display === 'inline';
      const min = inline ? outer.left : left;
      const max = inline ? outer.right : right;
      const by = Math.max(min - box.left, box.right - max);
      if (by > TOLERANCE)
        overflows.push({ element: describe(element), by: Math.round(by * 10) / 10 });
    }
    const scroller = document.scrollingElement ?? document.documentElement;
    return { overflows, sidewaysScroll: scroller.scrollWidth - window.innerWidth };
  });
}

/**
 * Words split across lines inside the matched elements (a name broken mid-word): each word of their
 * text must lie on one line box.
 */
export function wordsBrokenAcrossLines(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((cells) => {
    const broken: string[] = [];
    for (const cell of Array.from(document.querySelectorAll(cells))) {
      if (cell.getClientRects().length === 0) continue;
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(
            Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)),
          );
          if (lines.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  }, selector);
}
