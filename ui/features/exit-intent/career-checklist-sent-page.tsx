import { useTranslation } from 'react-i18next';
import { pagePath } from '../../../core/site/routes';
import { FormResultPage } from '../../components/form-result/form-result-page';
import { useLanguage } from '../../lib/i18n/use-language';

/**
 * `/{lang}/career-checklist/sent`: where an e-mail lead posted without JavaScript lands (the
 * checklist, or the waiting list): the popup's thank-you as a page (docs/webinar.md "Leads and exit intent").
 */
export function CareerChecklistSentPage() {
  const { t } = useTranslation('common');
  const language = useLanguage();
  return (
    <FormResultPage
      title={t('checklistPage.sentTitle')}
      links={[{ href: pagePath(language, 'home'), label: t('checklistPage.home'), primary: true }]}
    >
      <p className="lead">{t('checklistPage.sentBody')}</p>
    </FormResultPage>
  );
}
