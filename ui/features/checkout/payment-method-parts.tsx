import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '../../../core/order/payment-method';
import { pagePath } from '../../../core/site/routes';
import { PaymentBadge } from '../../components/icons/payment-badge';
import { useLanguage } from '../../lib/i18n/use-language';

/** The card or the bank, side by side in one row (docs/purchase.md "Bank instalments"). */
export function PaymentMethodChoice({
  method,
  onChange,
}: {
  readonly method: PaymentMethod;
  readonly onChange: (method: PaymentMethod) => void;
}) {
  const { t } = useTranslation('checkout');
  return (
    <fieldset className="checkout-payment__methods">
      <legend className="visually-hidden">{t('payment.methods.legend')}</legend>
      {(['card', 'instalment'] as const).map((choice) => (
        <label key={choice} className="checkout-payment__method-option">
          <input
            type="radio"
            name="payment-method"
            value={choice}
            checked={method === choice}
            onChange={() => onChange(choice)}
          />{' '}
          {t(`payment.methods.${choice}`)}
        </label>
      ))}
    </fieldset>
  );
}

/** The card as the only method: its name and the cards accepted. */
export function CardOnly() {
  const { t } = useTranslation('checkout');
  return (
    <div className="checkout-payment__method">
      <p className="checkout-payment__method-name">{t('payment.cardOnly')}</p>
      <ul className="checkout-payment__icons" aria-label={t('payment.acceptedCards')}>
        <li>
          <PaymentBadge label={t('footer.payments.visa', { ns: 'common' })} />
        </li>
        <li>
          <PaymentBadge label={t('footer.payments.mastercard', { ns: 'common' })} />
        </li>
      </ul>
    </div>
  );
}

/** The terms and the withdrawal right, linked where the buyer pays (docs/legal.md). */
export function PaymentLegalLinks() {
  const { t } = useTranslation('checkout');
  const terms = pagePath(useLanguage(), 'terms-of-service');
  return (
    <p className="checkout-payment__legal">
      {t('payment.legal.intro')} <a href={terms}>{t('payment.legal.terms')}</a>{' '}
      {t('payment.legal.and')} <a href={`${terms}#withdrawal`}>{t('payment.legal.withdrawal')}</a>.
    </p>
  );
}
