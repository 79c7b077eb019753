import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { pagePath } from '../../../core/site/routes';
import { LazySoldOut } from '../../components/waitlist/lazy-sold-out';
import type { SaleView } from '../../lib/catalogue/sale-view';
import { useLanguage } from '../../lib/i18n/use-language';

/**
 * The payment card's call to action. While the catalogue is on its way (and in the prerendered
 * page) an invisible button-sized placeholder keeps the layout; once the sale is known, the Buy
 * button when seats are on sale, otherwise why not and the waiting list.
 */
export function PricingSaleAction({ view }: { readonly view: SaleView }) {
  const { t } = useTranslation(['pricing_hero', 'common']);
  const language = useLanguage();
  if (view.status === 'pending') {
    return (
      <span className="button button--primary pricing-card__cta pricing-card__cta--pending">
        <span className="course-visually-hidden">{t('sale.checking', { ns: 'common' })}</span>
        <span aria-hidden="true">{t('payment.cta')}</span>
      </span>
    );
  }
  if (view.sale.state === 'open') {
    return (
      <Link
        className="button button--primary pricing-card__cta"
        href={pagePath(language, 'checkout')}
      >
        {t('payment.cta')}
      </Link>
    );
  }
  return (
    <div className="pricing-card__cta pricing-card__waitlist">
      <LazySoldOut
        sale={view.sale}
        cohortNumber={view.cohort?.number}
        noticeClassName="pricing-card__sale-notice"
      />
    </div>
  );
}
