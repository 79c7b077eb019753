import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../core/money/format-money';
import type { Money } from '../../../core/money/money';
import { interestFreeMonthly, longestTerm } from '../../../core/payment/instalment-offer';
import type { InstalmentOffer } from '../../../core/site-config/site-config';
import { useLanguage } from '../../lib/i18n/use-language';

/**
 * What a buyer must know before asking the bank (docs/purchase.md "Bank instalments"): who lends,
 * that the bank decides and how long the seat waits, what it costs — the bank's figures unless we
 * pay the interest, and then an approximate monthly amount — the refund rule and the bank's terms.
 */
export function InstalmentTerms({
  offer,
  price,
}: {
  readonly offer: InstalmentOffer;
  readonly price: Money;
}) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const months = longestTerm(offer);
  return (
    <ul className="checkout-instalment__terms">
      <li>{t('payment.instalment.lender', { terms: offer.months.join(', ') })}</li>
      <li>{t('payment.instalment.decision', { hours: offer.decisionHours })}</li>
      <li>
        {offer.sellerPaysInterest
          ? t('payment.instalment.costPaidBySeller', {
              monthly: formatMoney(interestFreeMonthly(price, months), language),
              months,
            })
          : t('payment.instalment.costSetByBank', { price: formatMoney(price, language) })}
      </li>
      <li>{t('payment.instalment.refund')}</li>
      <li>
        <a href={offer.termsUrl} rel="noopener" target="_blank">
          {t('payment.instalment.terms')}
        </a>
      </li>
    </ul>
  );
}
