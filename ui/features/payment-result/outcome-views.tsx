import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../core/language/format-calendar-date';
import type { Language } from '../../../core/language/languages';
import { formatMoney } from '../../../core/money/format-money';
import { declineReason } from '../../../core/payment/decline-reason';
import type { PurchaseReceipt } from '../../../core/payment/purchase-receipt';
import { courseName } from '../../config/course';
import { seller } from '../../config/seller';
import { ExpiredWaysOn } from './expired-ways-on';
import {
  HomeLink,
  type PaymentTranslate,
  type ResultContent,
  RetryActions,
} from './payment-result-views';
import { readReceipt } from './read-receipt';
import { ReceiptRows, type ReceiptTexts } from './receipt-rows';

/*
 * The views shown once our server has answered (docs/purchase.md "Payment result page"): loaded
 * after the page's first chunk, while the lookup is on its way, so their formatting and the decline
 * table add nothing to the route's initial JavaScript (docs/performance.md budget).
 */

type Translate = PaymentTranslate;

/** The receipt's values in the page's language. */
function receiptTexts(receipt: PurchaseReceipt, language: Language, t: Translate): ReceiptTexts {
  const { vat } = receipt;
  return {
    orderNumber: receipt.orderNumber,
    date: formatCalendarDate(receipt.paidOn, language) ?? receipt.paidOn,
    item:
      receipt.cohortNumber === null
        ? courseName[language]
        : t('receipt.productCohort', { name: courseName[language], number: receipt.cohortNumber }),
    amount: formatMoney(receipt.amountTetri, language),
    method: t(`receipt.methods.${receipt.paymentMethod}`),
    vatLabel:
      vat.kind === 'included'
        ? t('receipt.vatIncluded', { rate: vat.ratePercent })
        : t('receipt.vat'),
    vatValue:
      vat.kind === 'included'
        ? formatMoney(vat.amountTetri, language)
        : t('receipt.vatNotApplicable'),
  };
}

/** What happens after the payment, in order (docs/purchase.md "Receipt"). */
function NextSteps() {
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

/**
 * Paid: greets the buyer by first name when the lookup gave it (docs/purchase.md "Thank-you lookup"),
 * then the receipt and what happens next (docs/purchase.md "Receipt"). Without the server's receipt
 * (the lookup could not be reached) it says where the details will come from instead. The receipt
 * takes the place of the loading view's placeholders, as a new element (see `loadingContent`).
 */
export function successContent(
  t: Translate,
  language: Language,
  firstName: string | undefined,
  /** The lookup's receipt as the server sent it; read (and distrusted) here. */
  sent: unknown,
): ResultContent {
  const receipt = readReceipt(sent);
  return {
    tone: 'success',
    title: firstName ? t('success.titleNamed', { name: firstName }) : t('success.title'),
    lead: t('success.body'),
    body: (
      <>
        {receipt ? (
          <ReceiptRows key="receipt" texts={receiptTexts(receipt, language, t)} />
        ) : (
          <p className="receipt__unavailable">
            {t('receipt.unavailable', { email: seller.supportEmail })}
          </p>
        )}
        <NextSteps />
        <div className="actions">
          <HomeLink />
        </div>
      </>
    ),
  };
}

/**
 * Not paid: why, in the page's language (docs/purchase.md "Decline reasons"; the provider's English
 * description is never shown), the code as a technical detail for support, and the ways on.
 */
export function failedContent(
  t: Translate,
  /** Flitt's `response_code` from the result URL (display-only). */
  responseCode: string | undefined,
  /** The final status our server knows, else the URL's `order_status`. */
  orderStatus: string | undefined,
  /** The order went to the bank as an instalment: a refusal is the bank's, not the card's. */
  instalment = false,
): ResultContent {
  const reason = declineReason({ responseCode, orderStatus });
  const bankRefused = instalment && reason !== 'refunded';
  // The code as a technical detail for support: shown only when it is a plain number.
  const code = responseCode?.trim();
  const shownCode = code !== undefined && /^\d{1,6}$/.test(code) ? code : undefined;
  return {
    tone: 'failed',
    title: t('failed.title'),
    lead: bankRefused ? t('failed.reasons.instalmentRefused') : t(`failed.reasons.${reason}`),
    leadReason: reason,
    body: (
      <>
        {shownCode ? (
          <p className="payment-result__code">{t('failed.code', { code: shownCode })}</p>
        ) : null}
        {reason === 'refunded' ? null : (
          <p>{bankRefused ? t('failed.noChargeInstalment') : t('failed.noCharge')}</p>
        )}
        <RetryActions />
      </>
    ),
  };
}

/**
 * The seat reservation ran out before the payment (docs/purchase.md "Payment result page"): a page
 * of its own rather than a decline, since nothing went wrong with the card; it says no money was
 * taken and offers to start again, or the waiting list when the cohort has filled or closed.
 */
export function expiredContent(t: Translate): ResultContent {
  return {
    tone: 'failed',
    reason: 'expired',
    title: t('expired.title'),
    lead: t('expired.body'),
    body: <ExpiredWaysOn />,
  };
}
