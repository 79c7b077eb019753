import { useTranslation } from 'react-i18next';
import { seller } from '../../config/seller';
import { useLanguage } from '../../lib/i18n/use-language';

/** The receipt's values as the page shows them, already formatted in the page's language. */
export interface ReceiptTexts {
  readonly orderNumber: string;
  readonly date: string;
  readonly item: string;
  readonly amount: string;
  /** "Including VAT (18%)" or "VAT". */
  readonly vatLabel: string;
  /** The VAT amount, or "not applicable". */
  readonly vatValue: string;
  /** By card, or through a bank instalment. */
  readonly method: string;
}

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
 * The receipt's frame (docs/purchase.md "Receipt"): order number, day, what was bought, the amount,
 * how it was paid and the VAT line, then the seller as configured. Without values (still loading) the same rows hold
 * placeholders of the final height, so nothing moves when the values arrive. Formatting lives in the
 * lazily loaded outcome views; this part is in the page's first chunk for the loading view.
 */
export function ReceiptRows({ texts }: { readonly texts: ReceiptTexts | undefined }) {
  const { t } = useTranslation('payment');
  const language = useLanguage();
  return (
    <section className="receipt" aria-labelledby="receipt-title" aria-busy={texts === undefined}>
      <h2 id="receipt-title" className="receipt__title">
        {t('receipt.title')}
      </h2>
      <dl className="receipt__rows">
        <Row label={t('receipt.orderNumber')} value={texts?.orderNumber} />
        <Row label={t('receipt.date')} value={texts?.date} />
        <Row label={t('receipt.item')} value={texts?.item} />
        <Row label={t('receipt.amount')} value={texts?.amount} />
        <Row label={t('receipt.method')} value={texts?.method} />
        <Row label={texts?.vatLabel ?? t('receipt.vat')} value={texts?.vatValue} />
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
