import type { OrderReceiptEmailPayload } from '../outbox/email-payloads';
import { type EmailBlock, facts, paragraph, section, sentence } from './email-document';
import { type EmailSite, footerLines, sellerRows } from './email-site';
import { type LegalCopy, legalCopyAttachments } from './legal-copies';
import {
  documentBlocks,
  guaranteeBlocks,
  nextSteps,
  type Receipt,
  receiptOf,
  receiptRows,
  withdrawalBlocks,
} from './order-receipt-sections';
import { type RenderedEmail, renderEmail } from './render-email';

/** What the order confirmation is written from: the queued facts, the site, the legal copies. */
export interface OrderReceiptInput {
  readonly payload: OrderReceiptEmailPayload;
  readonly site: EmailSite;
  /** The terms and the refund policy in force, in the languages the buyer gets (`legalCopiesFor`). */
  readonly legalCopies: readonly LegalCopy[];
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
  const receipt = receiptOf(payload, site);
  const { language, t } = receipt;
  return {
    ...renderEmail({
      language,
      subject: t.subject(payload.orderId),
      heading: t.heading(payload.firstName),
      blocks: receiptBlocks(receipt, legalCopies),
      footer: footerLines(site, language),
    }),
    attachments: legalCopyAttachments(legalCopies),
  };
}

/** The e-mail's body, section by section. */
function receiptBlocks(receipt: Receipt, legalCopies: readonly LegalCopy[]): EmailBlock[] {
  const { site, language, t, slots } = receipt;
  return [
    paragraph(t.intro(receipt.course)),
    section(t.receipt, [facts(receiptRows(receipt))]),
    section(t.seller, [facts(sellerRows(site.seller, language))]),
    section(t.next, nextSteps(receipt)),
    section(t.withdrawal, withdrawalBlocks(receipt)),
    section(t.guarantee, guaranteeBlocks(receipt)),
    section(t.complaints, [
      paragraph(...sentence(t.complaintsText, slots)),
      paragraph(t.complaintsOutside),
    ]),
    section(t.documents, documentBlocks(receipt, legalCopies)),
  ];
}
