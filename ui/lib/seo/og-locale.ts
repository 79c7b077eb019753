import type { Language } from '../../../core/language/languages';

/** Open Graph locales: Georgian as spoken in Georgia, English as en_US (docs/site.md "SEO"). */
export const OG_LOCALES: Record<Language, string> = { ka: 'ka_GE', en: 'en_US' };
