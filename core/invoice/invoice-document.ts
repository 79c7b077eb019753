import type { Language } from '../language/languages';
import { groupedIban } from '../money/iban';
import type { Money } from '../money/money';
import type { Seller } from '../site-config/site-config';
import { tbilisiDay } from '../time/tbilisi-time';
import { invoiceAmounts } from './invoice-amounts';
import { invoiceDueDay } from './invoice-due';
import { invoiceMoney } from './invoice-money';
import type { InvoiceSnapshot } from './invoice-snapshot';

const TEXTS = {
  ka: {
    title: 'ინვოისი (პროფორმა)',
    number: 'ინვოისის ნომერი',
    issued: 'გაცემის თარიღი',
    due: 'გადახდის ვადა',
    seller: 'გამყიდველი',
    buyer: 'მყიდველი',
    code: 'საიდენტიფიკაციო კოდი',
    address: 'იურიდიული მისამართი',
    phone: 'ტელეფონი',
    email: 'ელფოსტა',
    vatStatus: 'დღგ',
    vatPayer: 'დღგ-ს გადამხდელი',
    notVatPayer: 'არ არის დღგ-ს გადამხდელი',
    bank: 'ბანკი',
    swift: 'SWIFT/BIC',
    iban: 'ანგარიშის ნომერი (IBAN, GEL)',
    // The embedded subsets have no № sign: the ordinal is the natural Georgian form.
    line: (course: string, cohort: number) => `${course}, მე-${cohort} ნაკადი`,
    quantity: 'ადგილების რაოდენობა',
    unitPrice: 'ერთი ადგილის ფასი',
    net: 'თანხა დღგ-ს გარეშე',
    vat: (rate: number) => `დღგ ${rate}%`,
    noVat: 'დღგ არ ერიცხება',
    gross: 'სულ გადასახდელი',
    reference: (number: string) => `გადახდის დანიშნულება: ${number}`,
    seatsHeld: 'ადგილები დაჯავშნილია გადახდის ვადის ჩათვლით.',
    notTaxInvoice:
      'ეს არ არის საგადასახადო ანგარიშ-ფაქტურა. საგადასახადო ანგარიშ-ფაქტურა გადახდის შემდეგ rs.ge-ზე გამოიწერება.',
  },
  en: {
    title: 'Pro-forma invoice',
    number: 'Invoice number',
    issued: 'Issue date',
    due: 'Due date',
    seller: 'Seller',
    buyer: 'Buyer',
    code: 'Identification code',
    address: 'Legal address',
    phone: 'Phone',
    email: 'E-mail',
    vatStatus: 'VAT status',
    vatPayer: 'Registered for VAT',
    notVatPayer: 'Not registered for VAT',
    bank: 'Bank',
    swift: 'SWIFT/BIC',
    iban: 'Account (IBAN, GEL)',
    line: (course: string, cohort: number) => `${course}, cohort ${cohort}`,
    quantity: 'Seats',
    unitPrice: 'Price per seat',
    net: 'Net amount',
    vat: (rate: number) => `VAT ${rate}%`,
    noVat: 'No VAT charged',
    gross: 'Total to pay',
    reference: (number: string) => `Payment reference: ${number}`,
    seatsHeld: 'The seats are held until the end of the due date.',
    notTaxInvoice:
      'This is not a tax invoice. The VAT invoice is issued on rs.ge once the payment has arrived.',
  },
} as const satisfies Record<Language, unknown>;

/** One labelled fact of the document. */
export interface DocumentFact {
  readonly label: string;
  readonly value: string;
}

/** The invoice as text, block by block, in the buyer's language: what the PDF lays out. */
export interface InvoiceDocument {
  readonly title: string;
  readonly heading: readonly DocumentFact[];
  readonly seller: { readonly title: string; readonly facts: readonly DocumentFact[] };
  readonly buyer: { readonly title: string; readonly facts: readonly DocumentFact[] };
  readonly line: { readonly description: string; readonly facts: readonly DocumentFact[] };
  readonly totals: readonly DocumentFact[];
  readonly notes: readonly string[];
}

/**
 * The pro-forma invoice (docs/purchase.md "Company invoices"): the seller with its VAT status and
 * account, the buyer, the number and Tbilisi dates, one line of seats, net, VAT 18 % and gross (the
 * receipt's split), the payment reference and that it is not a tax invoice.
 */
export function invoiceDocument(
  invoice: InvoiceSnapshot,
  seller: Seller,
  courseName: string,
): InvoiceDocument {
  const language = invoice.language;
  const t = TEXTS[language];
  const money = (tetri: number) => invoiceMoney(tetri, language);
  const amounts = invoiceAmounts((invoice.unitPriceTetri * invoice.seats) as Money, seller);
  const account = seller.bankAccount;
  const fact = (label: string, value: string | null | undefined) =>
    value === null || value === undefined ? [] : [{ label, value }];
  return {
    title: t.title,
    heading: [
      { label: t.number, value: invoice.number },
      { label: t.issued, value: tbilisiDay(new Date(invoice.issuedAt)) },
      { label: t.due, value: tbilisiDay(invoiceDueDay(new Date(invoice.dueAt))) },
    ],
    seller: {
      title: t.seller,
      facts: [
        { label: t.seller, value: seller.legalName[language] },
        { label: t.code, value: seller.identificationCode },
        { label: t.address, value: seller.legalAddress[language] },
        { label: t.phone, value: seller.phone },
        { label: t.email, value: seller.supportEmail },
        { label: t.vatStatus, value: seller.vatRegistered ? t.vatPayer : t.notVatPayer },
        ...fact(t.bank, account?.bankName[language]),
        ...fact(t.swift, account?.swift),
        ...fact(t.iban, account === undefined ? undefined : groupedIban(account.iban)),
      ],
    },
    buyer: {
      title: t.buyer,
      facts: [
        { label: t.buyer, value: invoice.company.name },
        { label: t.code, value: invoice.company.code },
        ...fact(t.address, invoice.company.address),
      ],
    },
    line: {
      description: t.line(courseName, invoice.cohortNumber),
      facts: [
        { label: t.quantity, value: String(invoice.seats) },
        { label: t.unitPrice, value: money(invoice.unitPriceTetri) },
      ],
    },
    totals: [
      { label: t.net, value: money(amounts.netTetri) },
      amounts.vatTetri === null
        ? { label: t.noVat, value: money(0) }
        : { label: t.vat(amounts.vatRatePercent), value: money(amounts.vatTetri) },
      { label: t.gross, value: money(amounts.grossTetri) },
    ],
    notes: [t.reference(invoice.number), t.seatsHeld, t.notTaxInvoice],
  };
}
