import type { SiteFacts } from '../../../core/site-config/site-facts';
import { serializeJsonForScript } from '../seo/safe-json';

/** The id of the data block carrying the running configuration's facts, when they differ from the build's. */
export const SITE_FACTS_ELEMENT_ID = 'site-facts';

/** The data block the browser applies before hydrating (JSON, never executed). */
export function renderEmbeddedSiteFacts(facts: SiteFacts): string {
  return `<script type="application/json" id="${SITE_FACTS_ELEMENT_ID}">${serializeJsonForScript(facts)}</script>`;
}
