import { useTranslation } from 'react-i18next';
import { pagePath } from '../../../core/site/routes';
import { FormResultPage } from '../../components/form-result/form-result-page';
import { useLanguage } from '../../lib/i18n/use-language';

/**
 * `/{lang}/webinar-registration/registered`: where a registration posted without JavaScript lands
 * (docs/webinar.md "Registration form"): the success card as a page, with no personal data in its URL.
 */
export function WebinarRegisteredPage() {
  const { t } = useTranslation('landing');
  const language = useLanguage();
  return (
    <FormResultPage
      title={t('form.success.title')}
      links={[
        { href: pagePath(language, 'home'), label: t('registeredPage.home'), primary: true },
        {
          href: `${pagePath(language, 'webinar-registration')}#registration-form`,
          label: t('form.success.another'),
        },
      ]}
    >
      <p className="lead">{t('form.success.description')}</p>
      <p>{t('registeredPage.next')}</p>
    </FormResultPage>
  );
}
