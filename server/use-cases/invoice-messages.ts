import { invoiceSnapshot } from '../../core/invoice/invoice-snapshot';
import type { InvoiceRecord } from '../../core/ports/invoice-store';
import type { NewOutboxMessage } from '../../core/ports/outbox-store';

/** The path of an invoice's PDF by its bearer token (docs/purchase.md "Company invoices"). */
export function invoicePdfPath(token: string): string {
  return `/api/invoices/${token}/pdf`;
}

/**
 * The invoice e-mail with its PDF to the billing contact (docs/purchase.md "Company invoices"), one
 * per invoice by key, with the PDF's bearer link on the site's origin.
 */
export function invoiceIssuedMessage(
  invoice: InvoiceRecord,
  id: string,
  now: Date,
  siteOrigin: string,
): NewOutboxMessage {
  return {
    id,
    kind: 'email.company_invoice',
    payload: JSON.parse(
      JSON.stringify({
        to: invoice.contact.email,
        language: invoice.language,
        invoice: invoiceSnapshot(invoice),
        pdfUrl: `${siteOrigin}${invoicePdfPath(invoice.token)}`,
      }),
    ),
    idempotencyKey: `${invoice.number}:email.company_invoice`,
    createdAt: now,
  };
}
