import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useLocationProperty } from 'wouter/use-browser-location';
import { LANGUAGES, type Language } from '../../../core/language/languages';
import { useLanguage } from '../../lib/i18n/use-language';
import { languageTarget } from './language-target';
import { rememberLanguage } from './remember-language';

/** Whether a click should be left to the browser (new tab, new window, download). */
function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

const browserSearch = () => window.location.search;
const browserHash = () => window.location.hash;
const isServer = () => typeof window === 'undefined';

/**
 * The query and hash the links carry. The prerendered page has neither, so hydration renders them
 * empty too (React keeps the server's attributes when they differ) and the links take the real
 * ones right after, then follow every navigation, in-page anchor and history change. A page the
 * server renders for a request (a refused form post) has its query from the router.
 */
function useQueryAndHash(): { readonly query: string; readonly hash: string } {
  const routerSearch = useSearch();
  const serverQuery = isServer() && routerSearch !== '' ? `?${routerSearch}` : '';
  const query = useLocationProperty(browserSearch, () => serverQuery);
  const hash = useLocationProperty(browserHash, () => '');
  return { query, hash };
}

/**
 * The language selector: one real link per language, each name in its own language, pointing at the
 * current page with the first path segment swapped and the query and hash kept, so campaign tags
 * survive a new tab too (docs/site.md "Languages" "Language handling"). A click also stores the
 * choice and sets the document language.
 */
export function LanguageSelector({ onSwitch }: { onSwitch?: () => void }) {
  const { t } = useTranslation('common');
  const current = useLanguage();
  const [pathname, navigate] = useLocation();
  const { query, hash } = useQueryAndHash();

  const choose = (event: MouseEvent<HTMLAnchorElement>, language: Language, target: string) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    rememberLanguage(language);
    onSwitch?.();
    // Staying on a page that has no twin (the popup demo) must not add a history entry.
    if (target !== `${pathname}${query}${hash}`) navigate(target);
  };

  return (
    <nav className="language-selector" aria-label={t('language.label')}>
      <ul className="language-selector__list">
        {LANGUAGES.map((language) => {
          const target = `${languageTarget(pathname, query, language, current)}${hash}`;
          return (
            <li key={language}>
              <a
                className="language-selector__link"
                href={target}
                lang={language}
                hrefLang={language}
                aria-current={language === current ? 'true' : undefined}
                onClick={(event) => choose(event, language, target)}
              >
                {t(`language.names.${language}`)}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
