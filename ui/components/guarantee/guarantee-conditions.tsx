import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../core/language/languages';
import { pagePath } from '../../../core/site/routes';
import { useLanguage } from '../../lib/i18n/use-language';

/** Where the guarantee's conditions are listed: the refund policy's "Money-back guarantee" section. */
export function guaranteeConditionsHref(language: Language): string {
  return `${pagePath(language, 'refund-policy')}#guarantee`;
}

/**
 * A link to the guarantee's conditions (docs/legal.md "Refund policy"), with the given text: a
 * document load, so the browser itself brings the section into view on the legal page.
 */
export function GuaranteeConditionsLink({ children }: { readonly children: ReactNode }) {
  return <a href={guaranteeConditionsHref(useLanguage())}>{children}</a>;
}

/**
 * " (conditions apply)" / „ (პირობებით)“ after a mention of the 30-day guarantee, its words a link
 * to the conditions: wherever a page advertises the guarantee, the conditions are one click away
 * (docs/legal.md "Refund policy").
 */
export function GuaranteeConditionsNote() {
  const { t } = useTranslation('common');
  return (
    <>
      {' ('}
      <GuaranteeConditionsLink>{t('guarantee.conditionsApply')}</GuaranteeConditionsLink>)
    </>
  );
}
