import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../core/money/format-money';
import type { PurchaseReceipt } from '../../../core/payment/purchase-receipt';
import { formatCalendarDate } from '../../../core/site/format-calendar-date';
import { seller } from '../../config/seller';
import { useLanguage } from '../../lib/i18n/use-language';

/** One receipt line: a label and its value, or a placeholder bar of the same height while loading. */
function Row({ label, value }: { readonly label: string; readonly value: string | undefined }) {
  return (
    <div className="receipt__row">
      <dt>{label}</dt>
      <dd>{value ?? <span className="receipt__placeholder" aria-hidden="true" />}</dd>
    </div>
  );
}

/**
 * The paid order's receipt (docs/purchase.md "Receipt"): order number, day, what was bought, the
 * amount and its VAT line from the server, then the seller as configured. Without a receipt (still
 * loading) the same rows hold placeholders of the final height, so nothing moves when it arrives.
 */
export function PaymentReceipt({ receipt }: { readonly receipt: PurchaseReceipt | undefined }) {
  const { t } = useTranslation('payment');
  const language = useLanguage();
  const vat = receipt?.vat;
  return (
    <section className="receipt" aria-labelledby="receipt-title" aria-busy={receipt === undefined}>
      <h2 id="receipt-title" className="receipt__title">
        {t('receipt.title')}
      </h2>
      <dl className="receipt__rows">
        <Row label={t('receipt.orderNumber')} value={receipt?.orderNumber} />
        <Row
          label={t('receipt.date')}
          value={receipt && (formatCalendarDate(receipt.paidOn, language) ?? receipt.paidOn)}
        />
        <Row
          label={t('receipt.item')}
          value={
            receipt &&
            (receipt.cohortNumber === null
              ? t('receipt.product')
              : t('receipt.productCohort', { number: receipt.cohortNumber }))
          }
        />
        <Row
          label={t('receipt.amount')}
          value={receipt && formatMoney(receipt.amountTetri, language)}
        />
        <Row
          label={
            vat?.kind === 'included'
              ? t('receipt.vatIncluded', { rate: vat.ratePercent })
              : t('receipt.vat')
          }
          value={
            vat === undefined
              ? undefined
              : vat.kind === 'included'
                ? formatMoney(vat.amountTetri, language)
                : t('receipt.vatNotApplicable')
          }
        />
      </dl>
      <p className="receipt__seller">
        {t('receipt.seller', {
          name: seller.legalName[language],
          form: seller.legalForm[language],
          code: seller.identificationCode,
          address: seller.legalAddress[language],
        })}
      </p>
    </section>
  );
}

/** What happens after the payment, in order (docs/purchase.md "Receipt"). */
export function NextSteps() {
  const { t } = useTranslation('payment');
  return (
    <section className="next-steps" aria-labelledby="next-steps-title">
      <h2 id="next-steps-title" className="receipt__title">
        {t('next.title')}
      </h2>
      <ol className="next-steps__list">
        <li>{t('next.sms')}</li>
        <li>{t('next.access')}</li>
        <li>
          {t('next.questions')} <a href={`mailto:${seller.supportEmail}`}>{seller.supportEmail}</a>
        </li>
      </ol>
    </section>
  );
}
