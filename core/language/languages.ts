/** The site's languages. Georgian is the default and the `x-default` alternate (docs/site.md "SEO"). */
export const LANGUAGES = ['ka', 'en'] as const;

/** A supported language code. */
export type Language = (typeof LANGUAGES)[number];

/** The default language: every unprefixed path resolves to it. */
export const DEFAULT_LANGUAGE: Language = 'ka';

/** Narrows an arbitrary string (a path segment, a stored preference) to a supported language. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The other language, for alternates and the language selector. */
export function otherLanguage(language: Language): Language {
  return language === 'ka' ? 'en' : 'ka';
}
