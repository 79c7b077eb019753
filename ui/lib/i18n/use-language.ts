import { useLocation } from 'wouter';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../core/language/languages';

/** The language named by a path's first segment, or the default (ka) for unprefixed paths (docs/site.md "Languages"). */
export function languageFromPath(pathname: string): Language {
  const first = pathname.split('/').find((segment) => segment !== '');
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
}

/** The current page language, read from the first path segment of the router location. */
export function useLanguage(): Language {
  const [location] = useLocation();
  return languageFromPath(location);
}
