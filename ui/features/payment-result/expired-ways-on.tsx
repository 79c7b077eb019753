import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { pagePath } from '../../../core/site/routes';
import { LazySoldOut } from '../../components/waitlist/lazy-sold-out';
import { useCatalogue } from '../../lib/catalogue/use-catalogue';
import { useLanguage } from '../../lib/i18n/use-language';
import { HomeLink } from './payment-result-views';

/** Asks the server afresh: the sale may have filled or closed while the reservation ran. */
const ASK_AGAIN = 'expired-reservation';

/**
 * The ways on from a reservation that ran out (docs/purchase.md "Payment result page"): start again
 * while on sale, else why and the waiting list. Until the catalogue answers (or if it cannot),
 * starting again is offered: checkout refuses what it cannot sell.
 */
export function ExpiredWaysOn() {
  const { t } = useTranslation('payment');
  const language = useLanguage();
  const catalogue = useCatalogue(undefined, ASK_AGAIN);
  if (catalogue.status === 'ready' && catalogue.catalogue.sale.state !== 'open') {
    return (
      <>
        <LazySoldOut
          sale={catalogue.catalogue.sale}
          cohortNumber={catalogue.catalogue.cohort?.number}
          noticeClassName="payment-result__sale-notice"
        />
        <div className="actions">
          <HomeLink />
        </div>
      </>
    );
  }
  return (
    <div className="actions">
      <Link className="button button--primary" href={pagePath(language, 'checkout')}>
        {t('expired.startAgain')}
      </Link>
      <HomeLink />
    </div>
  );
}
