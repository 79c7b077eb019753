import type { Language } from '../../core/language/languages';
import { resolveRoute } from '../../core/site/routes';
import type { ScreenId } from './screens';

/** What a location shows: a screen in a language, or a redirect the client performs (replace). */
export type ScreenMatch =
  | { readonly kind: 'screen'; readonly screen: ScreenId; readonly language: Language }
  | { readonly kind: 'redirect'; readonly location: string };

/** Maps a path (and query, kept on redirects) to a screen through the shared route table. */
export function resolveScreen(pathname: string, search = ''): ScreenMatch {
  const route = resolveRoute(pathname, search);
  switch (route.kind) {
    case 'page':
      return { kind: 'screen', screen: route.pageId, language: route.language };
    case 'not-found':
      return { kind: 'screen', screen: 'not-found', language: route.language };
    case 'popup-demo':
      // The demo page has no language prefix, so it is shown in the default language.
      return { kind: 'screen', screen: 'popup-demo', language: 'ka' };
    case 'redirect':
      return { kind: 'redirect', location: route.location };
  }
}
