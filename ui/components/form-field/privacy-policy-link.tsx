import { useTranslation } from 'react-i18next';
import { pagePath } from '../../../core/site/routes';
import { useLanguage } from '../../lib/i18n/use-language';

/**
 * "How we handle your data: the privacy policy", linked under every form that collects personal
 * data, so the policy is one click from where the data is given (docs/legal.md "Privacy policy").
 */
export function PrivacyPolicyLink() {
  const { t } = useTranslation('common');
  return <a href={pagePath(useLanguage(), 'privacy-policy')}>{t('privacyNotice.link')}</a>;
}
