import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { writePreferredLanguage } from './language-preference';
import { useLanguage } from './use-language';

/**
 * Keeps i18next and `<html lang>` on the path's language (docs/site.md "Languages"), in an effect,
 * as the prerendered page already has it right. A switch after the first render is the visitor's
 * choice (the selector swaps the path), so it is stored.
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
