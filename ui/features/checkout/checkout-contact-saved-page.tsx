import { useTranslation } from 'react-i18next';
import { pagePath } from '../../../core/site/routes';
import { FormResultPage } from '../../components/form-result/form-result-page';
import { useLanguage } from '../../lib/i18n/use-language';
import { InstalmentForm } from './instalment-form';

/**
 * `/{lang}/checkout/contact-saved`: where the contact step lands when it was posted without
 * JavaScript (docs/purchase.md "Checkout without JavaScript"). The order is open; the card step is
 * Flitt's widget, which needs JavaScript, so the page says so and leads back to the checkout; a bank
 * instalment needs none, so the order can be sent to the bank from here.
 */
export function CheckoutContactSavedPage() {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  return (
    <FormResultPage
      title={t('contactSaved.title')}
      links={[
        { href: pagePath(language, 'checkout'), label: t('contactSaved.back'), primary: true },
        { href: pagePath(language, 'home'), label: t('contactSaved.home') },
      ]}
    >
      <p className="lead">{t('contactSaved.next')}</p>
      <p>{t('contactSaved.needsJavaScript')}</p>
      <InstalmentForm />
    </FormResultPage>
  );
}
