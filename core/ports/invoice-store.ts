import type { Language } from '../language/languages';

/*
 * Company invoices in the store (docs/purchase.md "Company invoices"): written in the same
 * transaction as the seat orders they hold, so an invoice and its orders exist together or not at all.
 */

/** The company an invoice is issued to. */
interface InvoiceCompany {
  readonly name: string;
  /** 9 digits (core/invoice/company-code.ts). */
  readonly code: string;
  readonly address: string | null;
}

/** Who the seller writes to about the invoice. */
export interface InvoiceContact {
  readonly name: string;
  /** Lowercased. */
  readonly email: string;
  /** E.164. */
  readonly phone: string;
}

/** One seat: its order and, once named, who takes it. */
export interface InvoiceSeat {
  /** 1, 2, … in the invoice. */
  readonly seat: number;
  readonly registrationId: string;
  readonly participant: { readonly name: string; readonly email: string } | null;
}

/** One bank transfer recorded against an invoice. */
export interface InvoicePayment {
  /** Unique per invoice: what makes a retried `mark-paid` a no-op (docs/decisions.md "Company invoices"). */
  readonly key: string;
  readonly amountTetri: number;
  /** The Tbilisi day the money arrived, `YYYY-MM-DD`. */
  readonly paidOn: string;
  readonly recordedAt: Date;
}

/** A pro-forma invoice for seats of one cohort. */
export interface InvoiceRecord {
  readonly id: string;
  /** `INV-2026-0001`: sequential per year of issue, unique. */
  readonly number: string;
  /** The bearer secret of the PDF link (≥128 random bits). */
  readonly token: string;
  readonly language: Language;
  readonly cohortNumber: number;
  readonly company: InvoiceCompany;
  readonly contact: InvoiceContact;
  /** The cohort's price per seat when the invoice was issued, VAT included. */
  readonly unitPriceTetri: number;
  readonly seats: readonly InvoiceSeat[];
  readonly issuedAt: Date;
  /** The seats are held until this instant (exclusive). */
  readonly dueAt: Date;
  readonly cancelledAt: Date | null;
  /** Oldest first. */
  readonly payments: readonly InvoicePayment[];
}

/** The invoice writes and lookups of one transaction. */
export interface InvoiceTransaction {
  /** The next number of `year`'s sequence (1, 2, …), taken for good: unique across instances. */
  takeInvoiceSequence(year: number): Promise<number>;
  /** Inserts an invoice with its seats (its orders must exist); `payments` must be empty. */
  insertInvoice(invoice: InvoiceRecord): Promise<void>;
  /** The invoice with this number, or null. */
  findInvoiceByNumber(number: string): Promise<InvoiceRecord | null>;
  /** The invoice with this link token, or null. */
  findInvoiceByToken(token: string): Promise<InvoiceRecord | null>;
  /** Every invoice, oldest first. */
  listInvoices(): Promise<InvoiceRecord[]>;
  /** Records a payment; false when the invoice already has one with this key. */
  recordInvoicePayment(invoiceId: string, payment: InvoicePayment): Promise<boolean>;
  /** Names who takes a seat; false when the invoice has no such seat. */
  setInvoiceParticipant(
    invoiceId: string,
    seat: number,
    participant: { readonly name: string; readonly email: string },
  ): Promise<boolean>;
  /** Marks the invoice cancelled at `at`; false when it already was. */
  cancelInvoice(invoiceId: string, at: Date): Promise<boolean>;
  /** Seats the cohort's invoice orders still hold, in all and from one keyed client address. */
  countInvoiceHolds(query: InvoiceHoldQuery): Promise<InvoiceHolds>;
}

/** Whose invoice holds `countInvoiceHolds` counts: one cohort, holds running after `heldSince`. */
interface InvoiceHoldQuery {
  readonly cohortNumber: number;
  readonly heldSince: Date;
  readonly addressKey: string;
}

/** Seats held by a cohort's unpaid invoice orders. */
interface InvoiceHolds {
  readonly all: number;
  readonly fromAddress: number;
}
