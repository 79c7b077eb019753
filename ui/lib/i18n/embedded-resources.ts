import { isLanguage, type Language } from '../../../core/language/languages';
import type { SiteFacts } from '../../../core/site/site-facts';
import { serializeJsonForScript } from '../html/safe-json';
import type { Namespace, NamespaceResources } from './namespaces';

/** The id of the `<script type="application/json">` block holding a page's translations. */
export const I18N_RESOURCES_ELEMENT_ID = 'i18n-resources';

/**
 * What a prerendered page embeds: its language, only the namespaces it renders (docs/site.md "SEO"),
 * the copy's figures, the instant it was rendered for (docs/site.md "Pages follow the clock") and,
 * when they differ from the build's, the configuration's facts.
 */
export interface EmbeddedResources {
  readonly language: Language;
  readonly namespaces: readonly Namespace[];
  readonly resources: NamespaceResources;
  /** The copy's configured figures (`{{capacity}}`), as the renderer worked them out. */
  readonly variables?: Readonly<Record<string, number>>;
  /** The instant the page was rendered for (ISO), which hydration renders as of. */
  readonly renderedAt?: string;
  /** The running configuration's facts, only when they differ from the build's. */
  readonly siteFacts?: SiteFacts;
}

/** The data block as HTML; JSON, not executable script, so it passes `script-src 'self'`. */
export function renderEmbeddedResources(embedded: EmbeddedResources): string {
  return `<script type="application/json" id="${I18N_RESOURCES_ELEMENT_ID}">${serializeJsonForScript(embedded)}</script>`;
}

/** Reads the block back in the browser; a missing or malformed block is a build bug, so it throws. */
export function parseEmbeddedResources(text: string | null | undefined): EmbeddedResources {
  const parsed: unknown = JSON.parse(text ?? 'null');
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    !('language' in parsed) ||
    !isLanguage(parsed.language) ||
    !('namespaces' in parsed) ||
    !Array.isArray(parsed.namespaces) ||
    !('resources' in parsed)
  ) {
    throw new Error('The i18n resources block is missing or malformed');
  }
  return parsed as EmbeddedResources;
}
