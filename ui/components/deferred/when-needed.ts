import { onIdle } from '../../lib/browser/on-idle';

/** How far below the viewport a section starts loading: about a thumb's scroll ahead. */
const ROOT_MARGIN = '200px 0px';

/** Events inside a section that mean the visitor is using that section now. */
const SECTION_INTENTS = ['focusin', 'pointerdown', 'keydown'] as const;

/**
 * For a section that works as it was prerendered (links only, such as the footer): it hydrates once
 * it is actually on screen, not ahead of it (docs/performance.md "Budgets", initial JS).
 */
export const ON_SCREEN_MARGIN = '0px';

/** Events that mean a person is using the page (a scroll alone is left to the observer). */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

/** True when a field inside `container` no longer holds what the server rendered into it. */
function holdsEarlyInput(container: Element): boolean {
  return Array.from(container.querySelectorAll('input, textarea')).some((field) =>
    field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
      ? field.checked !== field.defaultChecked
      : (field as HTMLInputElement).value !== (field as HTMLInputElement).defaultValue,
  );
}

/** True when the URL's fragment names an element inside `container` (an anchor such as #pricing). */
function hashTargetsInside(container: Element): boolean {
  const id = decodeURIComponent(window.location.hash.slice(1));
  if (id === '') return false;
  const target = document.getElementById(id);
  return target !== null && container.contains(target);
}

/**
 * True when the hash already points into `container`, or it was focused or typed into before this
 * page's script was listening (a slow phone): that was intent.
 */
function neededAlready(container: Element): boolean {
  return (
    hashTargetsInside(container) ||
    container.contains(document.activeElement) ||
    holdsEarlyInput(container)
  );
}

/** Adds `handler` (passive) for each of `types` on `target`; returns what removes them again. */
function listen(
  target: EventTarget,
  types: readonly string[],
  handler: () => void,
  capture = false,
): () => void {
  for (const type of types) target.addEventListener(type, handler, { capture, passive: true });
  return () => {
    for (const type of types) target.removeEventListener(type, handler, capture);
  };
}

/** Calls `open` once the section's content comes within `rootMargin` of the viewport. */
function openNearViewport(container: HTMLElement, open: () => void, rootMargin: string) {
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) open();
    },
    { rootMargin },
  );
  // A section that rendered nothing on the server (e.g. press logos with none configured) has
  // nothing to show, so only an interaction loads it.
  const content = container.firstElementChild;
  if (content) observer.observe(content);
  return () => observer.disconnect();
}

/** Calls `open` when the browser is next idle after the visitor's first press, key or touch anywhere. */
function openIdleAfterUse(open: () => void): () => void {
  let cancelIdle = () => {};
  const stopListening = listen(
    window,
    INTERACTIONS,
    () => {
      stopListening();
      cancelIdle = onIdle(open);
    },
    true,
  );
  return () => {
    stopListening();
    cancelIdle();
  };
}

/**
 * Calls `open` once the prerendered content inside `container` is needed (docs/architecture.md
 * "Pages are prerendered"): near the viewport (`rootMargin`; not enough with
 * `nearViewport: false`), named by the hash, focused, pressed or typed in, or idle once the page is
 * in use; at once when rendered on the client. Returns the cleanup.
 */
export function whenNeeded(
  container: HTMLElement,
  open: () => void,
  {
    nearViewport = true,
    rootMargin = ROOT_MARGIN,
  }: { readonly nearViewport?: boolean; readonly rootMargin?: string | undefined } = {},
): () => void {
  if (container.firstChild === null || typeof IntersectionObserver !== 'function') {
    open();
    return () => {};
  }
  let done = false;
  const stop = () => {
    done = true;
    for (const cleanup of cleanups) cleanup();
  };
  const openOnce = () => {
    if (done) return;
    stop();
    open();
  };
  const cleanups = [
    nearViewport ? openNearViewport(container, openOnce, rootMargin) : () => {},
    listen(window, ['hashchange'], () => {
      if (hashTargetsInside(container)) openOnce();
    }),
    // Focus (keyboard, screen readers), a press or a key inside the section needs its handlers now:
    // the first intent loads it at once, not when the browser is next idle. What that intent does
    // before the code arrives is kept: native disclosures open by themselves, and forms adopt what
    // was typed when they hydrate (docs/site.md "Input before hydration").
    listen(container, SECTION_INTENTS, openOnce),
    openIdleAfterUse(openOnce),
  ];
  if (neededAlready(container)) openOnce();
  return stop;
}
