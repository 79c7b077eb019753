import type { Language } from '../../../core/language/languages';
import { writePreferredLanguage } from '../../lib/i18n/language-preference';

/**
 * Records a language chosen in the selector (`preferredLanguage`, docs/site.md "Languages") and sets the document
 * language. Call it only from an event handler: it touches `window`, absent while pages prerender.
 */
export function rememberLanguage(language: Language): void {
  document.documentElement.lang = language;
  try {
    writePreferredLanguage(window.localStorage, language);
  } catch {
    // Storage can be disabled (private mode, blocked site data); the choice still applies to this visit.
  }
}
