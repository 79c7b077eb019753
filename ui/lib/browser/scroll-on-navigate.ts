/**
 * Scrolling after a client-side navigation (docs/site.md "Navigation and layout"): the router skips
 * the browser's scroll to `#anchor`, so the anchor is awaited, reached once the page settles and
 * held until the wait ends; the visitor's own scroll wins.
 */

/** How long the page must go without changes before the anchor is scrolled to. */
const SETTLE_MS = 150;

/** How long the anchor is waited for and kept in place: the longest a section's code may take. */
const GIVE_UP_MS = 6_000;

/** How often the anchor's place is checked once reached; it is corrected only while scrolling rests. */
const DRIFT_CHECK_MS = 100;

/** How far (px) the anchor may sit from where `scrollIntoView` puts it before it is brought back. */
const DRIFT_TOLERANCE_PX = 2;

/** Where `scrollIntoView({ block: 'start' })` puts an element's top: its scroll margin. */
function restingTop(target: HTMLElement): number {
  return Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
}

/** Whether the page can scroll further down (at the bottom an anchor may rest lower). */
function canScrollDown(): boolean {
  return window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 1;
}

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
    clearInterval(driftTimer);
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
  // Once reached: if the page moved under the anchor while nobody scrolled, put it back.
  let lastScrollY = Number.NaN;
  const driftTimer = setInterval(() => {
    const target = reached ? document.getElementById(id) : null;
    const scrollY = window.scrollY;
    const resting = scrollY === lastScrollY;
    lastScrollY = scrollY;
    if (target === null || !resting) return;
    const drift = target.getBoundingClientRect().top - restingTop(target);
    if (Math.abs(drift) > DRIFT_TOLERANCE_PX && (drift < 0 || canScrollDown())) jump();
  }, DRIFT_CHECK_MS);
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
