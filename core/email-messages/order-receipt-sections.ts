import { formatCalendarDate } from '../language/format-calendar-date';
import type { Language } from '../language/languages';
import { formatMoney } from '../money/format-money';
import { tetriConstant } from '../money/money';
import { GEORGIAN_VAT_RATE_PERCENT, includedVat } from '../money/vat';
import type { OrderReceiptEmailPayload } from '../outbox/email-payloads';
import { refundWindows } from '../payment/refund-windows';
import { groupedPhone } from '../phone/grouped-phone';
import { pagePath } from '../site/routes';
import {
  type EmailBlock,
  type FactRow,
  type Inline,
  link,
  list,
  mailto,
  paragraph,
  sentence,
} from './email-document';
import { type EmailSite, emailDate, emailDateTime } from './email-site';
import type { LegalCopy } from './legal-copies';
import {
  type GuaranteeStart,
  ORDER_RECEIPT_TEXTS,
  type OrderReceiptTexts,
} from './order-receipt-texts';

/** The minus sign (U+2212) before a deduction, as prices are written, not a hyphen. */
const MINUS = '\u2212';

/** What every part of the order confirmation is written from. */
export interface Receipt {
  readonly payload: OrderReceiptEmailPayload;
  readonly site: EmailSite;
  readonly language: Language;
  readonly t: OrderReceiptTexts;
  readonly paidAt: Date;
  /** The course as the receipt names it: the product and the cohort's number. */
  readonly course: string;
  /** The withdrawal period's last day, written out. */
  readonly lastDay: string;
  /** The seller's support address and phone, for the texts' `{email}` and `{phone}`. */
  readonly slots: Readonly<Record<string, Inline>>;
}

export function receiptOf(payload: OrderReceiptEmailPayload, site: EmailSite): Receipt {
  const { language } = payload;
  const t = ORDER_RECEIPT_TEXTS[language];
  const paidAt = new Date(payload.paidAt);
  return {
    payload,
    site,
    language,
    t,
    paidAt,
    course: t.course(site.productName[language], payload.cohort?.number),
    // The withdrawal period's last day, the one rule the console's refund facts use too.
    lastDay: formatCalendarDate(refundWindows(paidAt, null).withdrawalLastDay, language) ?? '',
    slots: { email: mailto(site.seller.supportEmail), phone: groupedPhone(site.seller.phone) },
  };
}

/** The receipt's lines: the order, the course, what was paid, the VAT and how it was paid. */
export function receiptRows(receipt: Receipt): FactRow[] {
  const { payload, language, t, paidAt } = receipt;
  const method = payload.paymentMethod;
  return [
    { label: t.labels.orderNumber, value: [payload.orderId] },
    { label: t.labels.paidAt, value: [emailDateTime(paidAt, language)] },
    { label: t.labels.course, value: [receipt.course] },
    ...(payload.cohort === undefined
      ? []
      : [
          {
            label: t.labels.cohortStart,
            value: [emailDateTime(new Date(payload.cohort.startsAt), language)],
          },
        ]),
    { label: t.labels.format, value: [t.format] },
    ...priceRows(payload),
    vatRow(receipt),
    {
      label: t.labels.method,
      value: [method === undefined ? t.card(payload.maskedCard) : t[method]],
    },
  ];
}

/**
 * The price lines of the receipt: the amount paid, and with a promo code first the price without it
 * and the code's deduction (docs/purchase.md "Promo codes"), so the buyer sees how it adds up.
 */
function priceRows(payload: OrderReceiptEmailPayload): FactRow[] {
  const { language, promo } = payload;
  const t = ORDER_RECEIPT_TEXTS[language];
  const money = (tetri: number) => formatMoney(tetriConstant(tetri), language);
  const paid: FactRow = { label: t.labels.amount, value: [money(payload.amountTetri)] };
  if (promo === undefined) return [paid];
  return [
    { label: t.labels.price, value: [money(payload.amountTetri + promo.discountTetri)] },
    { label: t.labels.promoCode(promo.code), value: [`${MINUS}${money(promo.discountTetri)}`] },
    paid,
  ];
}

/** The VAT included in the amount paid, or that none applies to a seller not registered for it. */
function vatRow({ payload, site, language, t }: Receipt): FactRow {
  if (!site.seller.vatRegistered) return { label: t.labels.vat, value: [t.vatNotApplicable] };
  // VAT is split from the amount paid, never from the price before the promo code.
  const vat = includedVat(tetriConstant(payload.amountTetri), GEORGIAN_VAT_RATE_PERCENT);
  return {
    label: t.labels.vatIncluded(GEORGIAN_VAT_RATE_PERCENT),
    value: [formatMoney(vat, language)],
  };
}

/** When access opens for this buyer (docs/purchase.md "Express start"), and where to ask. */
export function nextSteps({ payload, language, t, lastDay, slots }: Receipt): EmailBlock[] {
  const express = payload.expressStartRequestedAt;
  const access =
    express === undefined
      ? [paragraph(t.accessAfterWithdrawal(lastDay)), paragraph(...sentence(t.startEarlier, slots))]
      : [paragraph(t.accessExpress(emailDate(new Date(express), language)))];
  return [...access, paragraph(...sentence(t.questions, slots))];
}

/** The 14-day withdrawal: until when, how, where the money goes back, and what an express start changes. */
export function withdrawalBlocks({ payload, t, lastDay, slots }: Receipt): EmailBlock[] {
  const method = payload.paymentMethod;
  return [
    paragraph(t.withdrawalRight(lastDay)),
    paragraph(...sentence(t.withdrawalHow, slots)),
    paragraph(
      method === 'instalment'
        ? t.withdrawalRefundInstalment
        : method === 'invoice'
          ? t.withdrawalRefundInvoice
          : t.withdrawalRefund,
    ),
    ...(payload.expressStartRequestedAt === undefined ? [] : [paragraph(t.withdrawalExpress)]),
  ];
}

/** The 30-day guarantee: its conditions, from when it runs for this buyer, and how to use it. */
export function guaranteeBlocks({ payload, t, paidAt, slots }: Receipt): EmailBlock[] {
  return [
    paragraph(t.guaranteeIntro),
    list(t.guaranteeConditions.map((condition) => [condition])),
    paragraph(t.guaranteeFrom(guaranteeStart(payload, paidAt))),
    paragraph(...sentence(t.guaranteeHow, slots)),
  ];
}

/** Where this buyer's 30 days start: the cohort's first day, or the payment day if it had begun. */
function guaranteeStart(payload: OrderReceiptEmailPayload, paidAt: Date): GuaranteeStart {
  if (payload.cohort === undefined) return { from: 'cohort-unknown' };
  const start = new Date(payload.cohort.startsAt);
  return paidAt.getTime() >= start.getTime()
    ? { from: 'payment', day: emailDate(paidAt, payload.language) }
    : { from: 'cohort', day: emailDate(start, payload.language) };
}

/** The terms and refund policy attached in the buyer's language, and where they are on the site. */
export function documentBlocks(
  { site, language, t }: Receipt,
  legalCopies: readonly LegalCopy[],
): EmailBlock[] {
  const documents = legalCopies.filter((copy) => copy.language === language);
  return [
    paragraph(t.documentsIntro),
    list(
      documents.map((copy) => [
        t.documentLine(
          copy.document,
          copy.version,
          formatCalendarDate(copy.effective, language) ?? copy.effective,
        ),
      ]),
    ),
    ...(t.documentsLanguage === undefined ? [] : [paragraph(t.documentsLanguage)]),
    paragraph(
      t.onSite,
      link(`${site.siteOrigin}${pagePath(language, 'terms-of-service')}`),
      ' · ',
      link(`${site.siteOrigin}${pagePath(language, 'refund-policy')}`),
    ),
  ];
}
