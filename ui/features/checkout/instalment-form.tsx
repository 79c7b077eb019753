import { useTranslation } from 'react-i18next';
import { isTetriCount } from '../../../core/money/tetri-count';
import { instalmentAvailable } from '../../../core/payment/instalment-offer';
import { instalments } from '../../config/instalments';
import { usePostedForm } from '../../lib/forms/posted-form-context';
import { useLanguage } from '../../lib/i18n/use-language';
import { InstalmentTerms } from './instalment-terms';

/**
 * The bank instalment as a plain HTML form (docs/purchase.md "Checkout without JavaScript"): on the
 * page a checkout posted without JavaScript lands on, for the order the server rendered it with;
 * posting it opens the bank's page. Nothing when the bank does not lend this order's price.
 */
export function InstalmentForm() {
  const { t } = useTranslation('checkout');
  const { t: errorsT } = useTranslation('errors');
  const language = useLanguage();
  const posted = usePostedForm('checkout-instalment');
  const orderToken = posted?.values.orderToken;
  const price = Number(posted?.values.priceTetri);
  if (orderToken === undefined || instalments === null || !isTetriCount(price)) return null;
  if (!instalmentAvailable(instalments, price)) return null;
  return (
    <section className="checkout-instalment" aria-labelledby="checkout-instalment-title">
      <h2 id="checkout-instalment-title">{t('payment.instalment.title')}</h2>
      <p>{t('contactSaved.instalmentLead')}</p>
      <InstalmentTerms offer={instalments} price={price} />
      {posted?.formError === undefined ? null : (
        <p className="checkout-widget__status checkout-widget__status--error" role="alert">
          {errorsT(posted.formError)}
        </p>
      )}
      <form method="post" action={`/${language}/checkout/instalment`}>
        <input type="hidden" name="orderToken" value={orderToken} />
        <button type="submit" className="button button--primary">
          {t('payment.instalment.continue')}
        </button>
      </form>
    </section>
  );
}
