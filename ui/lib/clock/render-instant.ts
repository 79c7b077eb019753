import { parseIsoInstant } from '../../../core/cohort/parse-iso-instant';
import { serializeJsonForScript } from '../seo/safe-json';

/** The id of the data block holding the instant a page was rendered for. */
export const RENDER_INSTANT_ELEMENT_ID = 'render-instant';

/**
 * The instant the page on screen was rendered for (docs/site.md "Pages follow the clock"): the
 * server renders every page again at each instant the configuration defines, so what the page
 * shows before the browser's own clock takes over (the prerendered HTML and its hydration) is
 * decided at this instant. One value per render: set before `renderToString` on the server and
 * from the page's data block before hydration in the browser, so both render the same HTML.
 */
let instant: Date | undefined;

/** Sets the instant the next render is for. */
export function setRenderInstant(value: Date | undefined): void {
  instant = value;
}

/** The instant the page was rendered for; undefined where nothing set it (unit renders). */
export function renderInstant(): Date | undefined {
  return instant;
}

/** The page's data block carrying the render instant (JSON, never executed). */
export function renderEmbeddedRenderInstant(value: Date): string {
  return `<script type="application/json" id="${RENDER_INSTANT_ELEMENT_ID}">${serializeJsonForScript(value.toISOString())}</script>`;
}

/** The render instant from the page's data block; undefined when absent or malformed. */
export function readEmbeddedRenderInstant(text: string | null | undefined): Date | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'string' ? parseIsoInstant(value) : undefined;
  } catch {
    return undefined;
  }
}
