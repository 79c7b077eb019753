import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../site/languages';
import type { GeoData } from './geo-data';

/** What is known about the visitor's language when the app starts. */
export interface LanguageSignals {
  /** The first path segment, if any. */
  readonly pathLanguage?: string | undefined;
  /** The language stored by an earlier visit or the selector. */
  readonly storedPreference?: string | null | undefined;
  /** The detected location, once known. */
  readonly geo?: GeoData | undefined;
  /** `navigator.languages`, most preferred first (`en-US`, `ka`). */
  readonly browserLanguages?: readonly string[] | undefined;
}

function fromBrowser(languages: readonly string[]): Language | undefined {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return undefined;
}

/**
 * The language to show (docs/messaging.md "Geo detection"): the path wins; then a stored preference;
 * then, only when nothing is stored, the geo language, and only for a known country so that a failed
 * detection (fallback `en`) does not switch a Georgian visitor to English; then the browser's
 * languages; then Georgian.
 */
export function chooseInitialLanguage(signals: LanguageSignals): Language {
  if (isLanguage(signals.pathLanguage)) return signals.pathLanguage;
  if (isLanguage(signals.storedPreference)) return signals.storedPreference;
  if (signals.geo?.isKnown) return signals.geo.defaultLanguage;
  return fromBrowser(signals.browserLanguages ?? []) ?? DEFAULT_LANGUAGE;
}
