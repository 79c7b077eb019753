import { useTranslation } from 'react-i18next';
import { groupedPhone } from '../../../core/phone/grouped-phone';
import { seller } from '../../config/seller';
import { useLanguage } from '../../lib/i18n/use-language';

/** The seller's legal identity under the title (docs/legal.md "Seller on the legal pages"). */
export function LegalSeller() {
  const { t } = useTranslation('legal');
  const language = useLanguage();
  return (
    <dl className="legal-seller" aria-label={t('common.seller.label')}>
      <dt>{t('common.seller.name')}</dt>
      <dd>
        {seller.legalName[language]} ({seller.legalForm[language]})
      </dd>
      <dt>{t('common.seller.code')}</dt>
      <dd>{seller.identificationCode}</dd>
      <dt>{t('common.seller.address')}</dt>
      <dd>{seller.legalAddress[language]}</dd>
      <dt>{t('common.seller.phone')}</dt>
      <dd>
        <a href={`tel:${seller.phone}`}>{groupedPhone(seller.phone)}</a>
      </dd>
      <dt>{t('common.emailLabel')}</dt>
      <dd>
        <a href={`mailto:${seller.supportEmail}`}>{seller.supportEmail}</a>
      </dd>
    </dl>
  );
}
