/** Namespaces every page embeds: the layout's texts and the site-wide metadata (titles, skip link). */
export const BASE_NAMESPACES = ['common', 'meta'] as const;

/** A translation namespace: one `locales/<lng>/<ns>.json` file. */
export type Namespace =
  | (typeof BASE_NAMESPACES)[number]
  | 'landing'
  | 'webinar'
  | 'checkout'
  | 'calculator'
  | 'payment'
  | 'legal'
  | 'popup_demo';

/** Translations of one language keyed by namespace, as embedded in a page and fed to i18next. */
export type NamespaceResources = Partial<Record<Namespace, Record<string, unknown>>>;
