import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { writePreferredLanguage } from './language-preference';
import { useLanguage } from './use-language';

/**
 * Keeps i18next and `<html lang>` on the language of the path (docs/site.md "Languages": "when the first path
 * segment is a supported language different from the current one, the current language switches").
 * A switch after the first render is the visitor's choice (the selector swaps the path segment), so
 * it is stored. Runs in an effect: the prerendered page already has the right language.
 */
export function useLanguageSync(): void {
  const language = useLanguage();
  const { i18n } = useTranslation();
  const previous = useRef(language);
  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = language;
    if (previous.current === language) return;
    previous.current = language;
    try {
      writePreferredLanguage(window.localStorage, language);
    } catch {
      // Storage can be unavailable (private mode, blocked cookies); the path still decides.
    }
  }, [i18n, language]);
}
