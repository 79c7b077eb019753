import { onIdle } from '../../lib/browser/on-idle';

/** How far below the viewport a section starts loading: about a thumb's scroll ahead. */
const ROOT_MARGIN = '200px 0px';

/** Events that mean a person is using the page (a scroll alone is left to the observer). */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

/** True when the URL's fragment names an element inside `container` (an anchor such as #pricing). */
function hashTargetsInside(container: Element): boolean {
  const id = decodeURIComponent(window.location.hash.slice(1));
  if (id === '') return false;
  const target = document.getElementById(id);
  return target !== null && container.contains(target);
}

/**
 * Calls `open` once the prerendered content inside `container` is needed: it nears the viewport,
 * the URL's hash points into it, it receives focus or a press, or the visitor has started using the
 * page and the browser is idle. Rendered on the client (navigation: no server HTML, not even the
 * Suspense markers) it opens at once. Returns the cleanup.
 */
export function whenNeeded(container: HTMLElement, open: () => void): () => void {
  if (container.firstChild === null || typeof IntersectionObserver !== 'function') {
    open();
    return () => {};
  }
  const cleanups: (() => void)[] = [];
  let done = false;
  const openOnce = () => {
    if (done) return;
    done = true;
    for (const cleanup of cleanups) cleanup();
    open();
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) openOnce();
    },
    { rootMargin: ROOT_MARGIN },
  );
  // A section that rendered nothing on the server (e.g. press logos with none configured) has
  // nothing to show, so only an interaction loads it.
  const content = container.firstElementChild;
  if (content) observer.observe(content);
  cleanups.push(() => observer.disconnect());

  const onHashChange = () => {
    if (hashTargetsInside(container)) openOnce();
  };
  window.addEventListener('hashchange', onHashChange);
  cleanups.push(() => window.removeEventListener('hashchange', onHashChange));

  // Focus (keyboard, screen readers) or a press inside the section needs its handlers now.
  container.addEventListener('focusin', openOnce);
  cleanups.push(() => container.removeEventListener('focusin', openOnce));

  let cancelIdle = () => {};
  const onInteraction = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction, true);
    cancelIdle = onIdle(openOnce);
  };
  for (const type of INTERACTIONS) {
    window.addEventListener(type, onInteraction, { capture: true, passive: true });
  }
  cleanups.push(() => {
    for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction, true);
    cancelIdle();
  });

  onHashChange();
  return () => {
    done = true;
    for (const cleanup of cleanups) cleanup();
  };
}
