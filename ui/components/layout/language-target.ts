import type { Language } from '../../../core/language/languages';
import { pagePath, resolveRoute, switchLanguagePath } from '../../../core/site/routes';

/**
 * Where the language selector leads: the current page with its first path segment swapped, query kept
 * (docs/site.md "Popup demo page"). A page that exists in one language only (the Georgian popup demo at `/test-popup`)
 * has no twin to swap to, and the selector must never lead to the not-found page: the page's own
 * language stays on it and the other language goes to its home page.
 */
export function languageTarget(
  pathname: string,
  query: string,
  language: Language,
  current: Language,
): string {
  const swapped = switchLanguagePath(pathname, '', language);
  const hasTwin =
    resolveRoute(swapped).kind !== 'not-found' || resolveRoute(pathname).kind === 'not-found';
  if (hasTwin) return `${swapped}${query}`;
  return language === current ? `${pathname}${query}` : `${pagePath(language, 'home')}${query}`;
}
