import { invoiceAmounts } from '../invoice/invoice-amounts';
import { invoiceDueDay } from '../invoice/invoice-due';
import { invoiceMoney } from '../invoice/invoice-money';
import type { Language } from '../language/languages';
import type { Money } from '../money/money';
import type { CompanyInvoiceEmailPayload } from '../outbox/email-payloads';
import { facts, link, mailto, paragraph, sentence } from './email-document';
import { type EmailSite, emailDate, firstNameOf, footerLines } from './email-site';
import { type RenderedEmail, renderEmail } from './render-email';

const TEXTS = {
  ka: {
    subject: (number: string) => `ინვოისი ${number}`,
    heading: (name: string | undefined) =>
      name === undefined ? 'გმადლობთ, ინვოისი მზადაა' : `${name}, გმადლობთ, ინვოისი მზადაა`,
    intro: (seats: number, cohort: number) =>
      `თანდართულია ინვოისი ${seats} ადგილზე მე-${cohort} ნაკადში. ადგილები თქვენთვის დაჯავშნილია გადახდის ვადის ჩათვლით.`,
    number: 'ინვოისის ნომერი',
    amount: 'გადასახდელი თანხა',
    due: 'გადახდის ვადა',
    reference: 'გადახდის დანიშნულება',
    transfer:
      'გთხოვთ, თანხა გადმორიცხოთ ინვოისში მითითებულ ანგარიშზე და დანიშნულებაში მიუთითოთ ინვოისის ნომერი. გადახდის შემდეგ თითოეული მონაწილე დადასტურებას ელფოსტით მიიღებს.',
    download: 'ინვოისის ჩამოტვირთვა:',
    questions: 'შეკითხვების შემთხვევაში მოგვწერეთ მისამართზე {email}.',
  },
  en: {
    subject: (number: string) => `Invoice ${number}`,
    heading: (name: string | undefined) =>
      name === undefined
        ? 'Thank you, your invoice is ready'
        : `${name}, thank you, your invoice is ready`,
    intro: (seats: number, cohort: number) =>
      `The invoice for ${seats} ${seats === 1 ? 'seat' : 'seats'} in cohort ${cohort} is attached. The seats are held for you until the end of the due date.`,
    number: 'Invoice number',
    amount: 'Amount to pay',
    due: 'Due date',
    reference: 'Payment reference',
    transfer:
      'Please transfer the amount to the account on the invoice, with the invoice number as the payment reference. Once it arrives, each participant receives a confirmation by e-mail.',
    download: 'Download the invoice:',
    questions: 'If you have any questions, write to {email}.',
  },
} as const satisfies Record<Language, unknown>;

/**
 * The invoice e-mail to a company's billing contact (docs/purchase.md "Company invoices"): the
 * number, amount, due date and payment reference, the PDF link; the worker attaches the PDF.
 */
export function companyInvoiceEmail(
  payload: CompanyInvoiceEmailPayload,
  site: EmailSite,
): RenderedEmail {
  const { invoice, language } = payload;
  const t = TEXTS[language];
  const gross = invoiceAmounts(
    (invoice.unitPriceTetri * invoice.seats) as Money,
    site.seller,
  ).grossTetri;
  return renderEmail({
    language,
    subject: t.subject(invoice.number),
    heading: t.heading(firstNameOf(invoice.contact.name)),
    blocks: [
      paragraph(t.intro(invoice.seats, invoice.cohortNumber)),
      facts([
        { label: t.number, value: [invoice.number] },
        { label: t.amount, value: [invoiceMoney(gross, language)] },
        { label: t.due, value: [emailDate(invoiceDueDay(new Date(invoice.dueAt)), language)] },
        { label: t.reference, value: [invoice.number] },
      ]),
      paragraph(t.transfer),
      paragraph(t.download),
      paragraph(link(payload.pdfUrl)),
      paragraph(...sentence(t.questions, { email: mailto(site.seller.supportEmail) })),
    ],
    footer: footerLines(site, language),
  });
}
