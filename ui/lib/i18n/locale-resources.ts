import type { CustomTypeOptions } from 'i18next';

/**
 * The translation files' shapes (declared in i18next.d.ts), for typing ids that select a
 * sub-tree: an id list typed from here can only name entries that exist in the locales.
 */
export type LocaleResources = CustomTypeOptions['resources'];
