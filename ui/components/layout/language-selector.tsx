import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { LANGUAGES, type Language } from '../../../core/site/languages';
import { useLanguage } from '../../lib/i18n/use-language';
import { languageTarget } from './language-target';
import { rememberLanguage } from './remember-language';

/** Whether a click should be left to the browser (new tab, new window, download). */
function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * The language selector: one real link per language, each name in its own language, pointing at the
 * current page with the first path segment swapped and the query kept (docs/site.md "Languages" "Language
 * handling"). A click also keeps the hash, stores the choice and sets the document language.
 */
export function LanguageSelector({ onSwitch }: { onSwitch?: () => void }) {
  const { t } = useTranslation('common');
  const current = useLanguage();
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const query = search === '' ? '' : `?${search}`;

  const choose = (event: MouseEvent<HTMLAnchorElement>, language: Language, target: string) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    rememberLanguage(language);
    onSwitch?.();
    // Staying on a page that has no twin (the popup demo) must not add a history entry.
    if (target !== `${pathname}${query}`) navigate(`${target}${window.location.hash}`);
  };

  return (
    <nav className="language-selector" aria-label={t('language.label')}>
      <ul className="language-selector__list">
        {LANGUAGES.map((language) => {
          const target = languageTarget(pathname, query, language, current);
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
