import { formatMoney } from '../money/format-money';
import { tetriConstant } from '../money/money';
import { GEORGIAN_VAT_RATE_PERCENT, includedVat } from '../money/vat';
import type { OrderReceiptEmailPayload } from '../outbox/email-payloads';
import { refundWindows } from '../payment/refund-windows';
import { groupedPhone } from '../phone/grouped-phone';
import { formatCalendarDate } from '../site/format-calendar-date';
import { pagePath } from '../site/routes';
import {
  type EmailBlock,
  type FactRow,
  facts,
  link,
  list,
  mailto,
  paragraph,
  section,
  sentence,
} from './email-document';
import { type EmailSite, emailDate, emailDateTime, footerLines, sellerRows } from './email-site';
import { type LegalCopy, legalCopyAttachments } from './legal-copies';
import { type GuaranteeStart, ORDER_RECEIPT_TEXTS } from './order-receipt-texts';
import { type RenderedEmail, renderEmail } from './render-email';

/** The minus sign (U+2212) before a deduction, as prices are written, not a hyphen. */
const MINUS = '\u2212';

/** What the order confirmation is written from: the queued facts, the site, the legal copies. */
export interface OrderReceiptInput {
  readonly payload: OrderReceiptEmailPayload;
  readonly site: EmailSite;
  /** The terms and the refund policy in force, in the languages the buyer gets (`legalCopiesFor`). */
  readonly legalCopies: readonly LegalCopy[];
}

/** Where this buyer's 30 days start: the cohort's first day, or the payment day if it had begun. */
function guaranteeStart(payload: OrderReceiptEmailPayload, paidAt: Date): GuaranteeStart {
  if (payload.cohort === undefined) return { from: 'cohort-unknown' };
  const start = new Date(payload.cohort.startsAt);
  return paidAt.getTime() >= start.getTime()
    ? { from: 'payment', day: emailDate(paidAt, payload.language) }
    : { from: 'cohort', day: emailDate(start, payload.language) };
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

/**
 * The confirmation and receipt of a paid order (docs/messaging.md "E-mail messages"): the receipt
 * lines, the seller, when access opens for THIS buyer (docs/purchase.md "Express start"), the
 * 14-day withdrawal and how to use it, the 30-day guarantee, the complaints channel, and the terms
 * and refund policy attached as text.
 */
export function orderReceiptEmail({
  payload,
  site,
  legalCopies,
}: OrderReceiptInput): RenderedEmail {
  const { language } = payload;
  const t = ORDER_RECEIPT_TEXTS[language];
  const paidAt = new Date(payload.paidAt);
  const amount = tetriConstant(payload.amountTetri);
  const product = site.productName[language];
  const slots = { email: mailto(site.seller.supportEmail), phone: groupedPhone(site.seller.phone) };
  // The withdrawal period's last day, the one rule the console's refund facts use too.
  const lastDay = formatCalendarDate(refundWindows(paidAt, null).withdrawalLastDay, language) ?? '';
  const express = payload.expressStartRequestedAt;
  const method = payload.paymentMethod;
  const receiptRows: FactRow[] = [
    { label: t.labels.orderNumber, value: [payload.orderId] },
    { label: t.labels.paidAt, value: [emailDateTime(paidAt, language)] },
    { label: t.labels.course, value: [t.course(product, payload.cohort?.number)] },
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
    // VAT is split from the amount paid, never from the price before the promo code.
    site.seller.vatRegistered
      ? {
          label: t.labels.vatIncluded(GEORGIAN_VAT_RATE_PERCENT),
          value: [formatMoney(includedVat(amount, GEORGIAN_VAT_RATE_PERCENT), language)],
        }
      : { label: t.labels.vat, value: [t.vatNotApplicable] },
    {
      label: t.labels.method,
      value: [method === undefined ? t.card(payload.maskedCard) : t[method]],
    },
  ];
  const access: EmailBlock[] =
    express === undefined
      ? [paragraph(t.accessAfterWithdrawal(lastDay)), paragraph(...sentence(t.startEarlier, slots))]
      : [paragraph(t.accessExpress(emailDate(new Date(express), language)))];
  const documents = legalCopies.filter((copy) => copy.language === language);
  const blocks: EmailBlock[] = [
    paragraph(t.intro(t.course(product, payload.cohort?.number))),
    section(t.receipt, [facts(receiptRows)]),
    section(t.seller, [facts(sellerRows(site.seller, language))]),
    section(t.next, [...access, paragraph(...sentence(t.questions, slots))]),
    section(t.withdrawal, [
      paragraph(t.withdrawalRight(lastDay)),
      paragraph(...sentence(t.withdrawalHow, slots)),
      paragraph(
        method === 'instalment'
          ? t.withdrawalRefundInstalment
          : method === 'invoice'
            ? t.withdrawalRefundInvoice
            : t.withdrawalRefund,
      ),
      ...(express === undefined ? [] : [paragraph(t.withdrawalExpress)]),
    ]),
    section(t.guarantee, [
      paragraph(t.guaranteeIntro),
      list(t.guaranteeConditions.map((condition) => [condition])),
      paragraph(t.guaranteeFrom(guaranteeStart(payload, paidAt))),
      paragraph(...sentence(t.guaranteeHow, slots)),
    ]),
    section(t.complaints, [
      paragraph(...sentence(t.complaintsText, slots)),
      paragraph(t.complaintsOutside),
    ]),
    section(t.documents, [
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
    ]),
  ];
  return {
    ...renderEmail({
      language,
      subject: t.subject(payload.orderId),
      heading: t.heading(payload.firstName),
      blocks,
      footer: footerLines(site, language),
    }),
    attachments: legalCopyAttachments(legalCopies),
  };
}
