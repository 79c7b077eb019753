import { useTranslation } from 'react-i18next';
import { PaymentBadge } from '../icons/payment-badge';

/**
 * Label keys of the payment methods shown in the footer (docs/site.md "Navigation and layout"): the
 * cards the payment form takes, as the terms list them.
 */
const PAYMENT_KEYS = ['footer.payments.visa', 'footer.payments.mastercard'] as const;

/** The row of accepted payment-method badges. */
export function PaymentBadges() {
  const { t } = useTranslation('common');
  return (
    <ul className="payment-badges" aria-label={t('footer.payments.heading')}>
      {PAYMENT_KEYS.map((key) => (
        <li key={key}>
          <PaymentBadge label={t(key)} />
        </li>
      ))}
    </ul>
  );
}
