/** The parts of `document` the scroll helper needs; a narrow type so tests can pass a stand-in. */
export interface ScrollDocument {
  getElementById(id: string): HTMLElement | null;
}

/**
 * Scrolls smoothly to the section with the given id and moves keyboard focus there. Returns false and
 * does nothing when the section is absent (the landing sections arrive later), so callers can degrade
 * gracefully. Honours `prefers-reduced-motion` by jumping instead of animating.
 */
export function scrollToSection(id: string, doc: ScrollDocument, reduceMotion: boolean): boolean {
  const section = doc.getElementById(id);
  if (!section) return false;
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  // A section is not focusable by default; -1 lets focus land without adding it to the Tab order.
  if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
  section.focus({ preventScroll: true });
  return true;
}
