import { isLanguage, type Language } from '../../../core/language/languages';

/**
 * The storage key for the visitor's chosen language. The spec shows two names (docs/site.md "Languages"); we write
 * `preferredLanguage` (the selector's) and read the legacy `userPreferredLanguage` once to migrate it.
 */
export const PREFERRED_LANGUAGE_KEY = 'preferredLanguage';

/** The legacy key, read once and then removed. */
export const LEGACY_PREFERRED_LANGUAGE_KEY = 'userPreferredLanguage';

/** The storage subset used here, so tests can pass a Map-backed fake. */
export type PreferenceStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The stored preference, migrating the legacy key; undefined when none is stored or it is invalid. */
export function readPreferredLanguage(storage: PreferenceStorage): Language | undefined {
  const current = storage.getItem(PREFERRED_LANGUAGE_KEY);
  if (isLanguage(current)) return current;
  const legacy = storage.getItem(LEGACY_PREFERRED_LANGUAGE_KEY);
  if (!isLanguage(legacy)) return undefined;
  storage.setItem(PREFERRED_LANGUAGE_KEY, legacy);
  storage.removeItem(LEGACY_PREFERRED_LANGUAGE_KEY);
  return legacy;
}

/** Stores the visitor's choice (the language selector calls this; browser effects only). */
export function writePreferredLanguage(storage: PreferenceStorage, language: Language): void {
  storage.setItem(PREFERRED_LANGUAGE_KEY, language);
}
