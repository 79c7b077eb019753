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
  | 'popup_demo'
  // The FAQ texts and each error code's message, keyed by the code (dotted codes nest) (docs/validation.md "Error codes").
  | 'faq'
  | 'errors'
  // The course-landing sections, the pricing hero and the calendar hero (docs/site.md "Landing sections").
  | 'product'
  | 'pricing_hero'
  | 'calendar_hero'
  // The scheduling (Calendly) modal, loaded when it first opens.
  | 'calendar_modal';

/** Translations of one language keyed by namespace, as embedded in a page and fed to i18next. */
export type NamespaceResources = Partial<Record<Namespace, Record<string, unknown>>>;
