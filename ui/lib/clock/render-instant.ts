/**
 * The instant the page on screen was rendered for (docs/site.md "Pages follow the clock"): set
 * before `renderToString` on the server and from the page's `renderedAt` before hydration, so both
 * render the same HTML.
 */
let instant: Date | undefined;

/**
 * Sets the instant the next render is for: a `Date`, the ISO string the page carries (our server
 * wrote it, so it is read as is), or nothing.
 */
export function setRenderInstant(value: Date | string | undefined): void {
  instant = value === undefined ? undefined : new Date(value);
}

/** The instant the page was rendered for; undefined where nothing set it (unit renders). */
export function renderInstant(): Date | undefined {
  return instant;
}
