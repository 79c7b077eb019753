import { useTranslation } from 'react-i18next';
import { groupedPhone } from '../../../core/phone/grouped-phone';
import { seller } from '../../config/seller';
import { useLanguage } from '../../lib/i18n/use-language';

/**
 * The seller's registration as configured (docs/purchase.md "Checkout"): the trader is identified,
 * with a phone and an e-mail to reach them, at both steps.
 */
export function SellerDetails() {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  return (
    <section className="order-summary__seller" aria-labelledby="order-summary-seller">
      <h3 id="order-summary-seller">{t('summary.seller.title')}</h3>
      <dl className="order-summary__list">
        <dt>{t('summary.seller.name')}</dt>
        <dd>{seller.legalName[language]}</dd>
        <dt>{t('summary.seller.legalForm')}</dt>
        <dd>{seller.legalForm[language]}</dd>
        <dt>{t('summary.seller.identificationCode')}</dt>
        <dd>{seller.identificationCode}</dd>
        <dt>{t('summary.seller.address')}</dt>
        <dd>{seller.legalAddress[language]}</dd>
        <dt>{t('summary.seller.phone')}</dt>
        <dd>
          <a href={`tel:${seller.phone}`}>{groupedPhone(seller.phone)}</a>
        </dd>
        <dt>{t('summary.seller.email')}</dt>
        <dd>
          <a href={`mailto:${seller.supportEmail}`}>{seller.supportEmail}</a>
        </dd>
      </dl>
    </section>
  );
}
