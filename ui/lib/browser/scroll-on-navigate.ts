/**
 * Scrolling after a client-side navigation (docs/site.md "Navigation and layout"). The browser
 * scrolls to a URL's `#anchor` only on a full page load; the router's navigations change the URL
 * without it. So after a navigation to `/{lang}#pricing` (from another page, or a link on the same
 * page) the anchor is waited for (its section's code may still be loading) and scrolled to once the
 * page above it has settled; a navigation to a new page without an anchor starts at the top.
 * Sections above the anchor may still arrive after that (their code loads on its own schedule), so
 * until the wait ends the anchor is brought back after each change. A visitor who scrolls, taps or
 * types meanwhile wins: whatever is pending is dropped.
 */

/** How long the page must go without changes before the anchor is scrolled to. */
const SETTLE_MS = 150;

/** How long the anchor is waited for and kept in place: the longest a section's code may take. */
const GIVE_UP_MS = 6_000;

const INTERRUPTIONS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Scrolls to `#id` once it exists and the page has settled; returns the cancel function. */
export function scrollToAnchorWhenReady(id: string, reduceMotion: boolean): () => void {
  let settleTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let reached = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    observer.disconnect();
    clearTimeout(settleTimer);
    clearTimeout(giveUpTimer);
    for (const type of INTERRUPTIONS) window.removeEventListener(type, stop, true);
  };
  const jump = () => {
    const target = document.getElementById(id);
    if (target === null) return;
    // The first move glides (unless the visitor asked for less motion); a correction after the
    // page above changed is instant, as the browser's own scroll anchoring would be.
    target.scrollIntoView({
      behavior: reduceMotion || reached ? 'auto' : 'smooth',
      block: 'start',
    });
    if (reached) return;
    reached = true;
    // A section is not focusable by default; -1 lets focus land without adding it to the Tab order.
    if (!target.hasAttribute('tabindex') && !target.matches('a, button, input, select, textarea')) {
      target.setAttribute('tabindex', '-1');
    }
    target.focus({ preventScroll: true });
  };
  const settle = () => {
    clearTimeout(settleTimer);
    settleTimer = setTimeout(jump, SETTLE_MS);
  };
  const observer = new MutationObserver(settle);
  observer.observe(document.body, { childList: true, subtree: true });
  const giveUpTimer = setTimeout(() => {
    if (!reached) jump();
    stop();
  }, GIVE_UP_MS);
  for (const type of INTERRUPTIONS) {
    window.addEventListener(type, stop, { capture: true, passive: true });
  }
  settle();
  return stop;
}

/** The anchor a hash names, decoded; empty for none. */
export function anchorOf(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return '';
  }
}
