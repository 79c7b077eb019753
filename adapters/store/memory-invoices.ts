import type { InvoiceRecord, InvoiceTransaction } from '../../core/ports/invoice-store';
import { detached, findIn, holdsSeat, type MemoryTables } from './memory-tables';

function violation(constraint: string): never {
  throw new Error(`Unique or foreign key constraint failed: ${constraint}`);
}

const byIssue = (a: InvoiceRecord, b: InvoiceRecord) =>
  a.issuedAt.getTime() - b.issuedAt.getTime() || (a.number < b.number ? -1 : 1);

/** The invoice writes of a transaction over its private tables, with the SQL schema's constraints. */
export function memoryInvoices(live: () => MemoryTables): InvoiceTransaction {
  const change = (id: string, next: (invoice: InvoiceRecord) => InvoiceRecord | undefined) => {
    const invoice = live().invoices.get(id);
    const changed = invoice === undefined ? undefined : next(invoice);
    if (changed === undefined) return false;
    live().invoices.set(id, changed);
    return true;
  };
  return {
    // As sql-invoices.ts: the cohort's invoice orders still holding their seats.
    async countInvoiceHolds({ cohortNumber, heldSince, addressKey }) {
      const tables = live();
      const holding = [...tables.registrations.values()].filter(
        (r) =>
          r.cohortNumber === cohortNumber &&
          r.paymentMethod === 'invoice' &&
          holdsSeat(tables, r, heldSince),
      );
      return {
        all: holding.length,
        fromAddress: holding.filter((r) => r.holdAddressKey === addressKey).length,
      };
    },
    async takeInvoiceSequence(year) {
      const next = (live().invoiceNumbers.get(year) ?? 0) + 1;
      live().invoiceNumbers.set(year, next);
      return next;
    },
    async insertInvoice(invoice) {
      const tables = live();
      if (invoice.payments.length > 0) throw new Error('A new invoice has no payments');
      if (tables.invoices.has(invoice.id)) violation('invoices.id');
      const all = [...tables.invoices.values()];
      if (all.some((other) => other.number === invoice.number)) violation('invoices.number');
      if (all.some((other) => other.token === invoice.token)) violation('invoices.token');
      const taken = new Set(all.flatMap((other) => other.seats.map((s) => s.registrationId)));
      for (const seat of invoice.seats) {
        if (!tables.registrations.has(seat.registrationId))
          violation('invoice_seats.registration_id');
        if (taken.has(seat.registrationId)) violation('invoice_seats.registration_id unique');
        taken.add(seat.registrationId);
      }
      const lowercase = (email: string) => email.toLowerCase();
      tables.invoices.set(invoice.id, {
        ...structuredClone(invoice),
        contact: { ...invoice.contact, email: lowercase(invoice.contact.email) },
        seats: invoice.seats.map((seat) => ({
          ...seat,
          participant:
            seat.participant === null
              ? null
              : { ...seat.participant, email: lowercase(seat.participant.email) },
        })),
      });
    },
    findInvoiceByNumber: async (number) =>
      detached(findIn(live().invoices, (invoice) => invoice.number === number)),
    findInvoiceByToken: async (token) =>
      detached(findIn(live().invoices, (invoice) => invoice.token === token)),
    listInvoices: async () =>
      [...live().invoices.values()].sort(byIssue).map((i) => structuredClone(i)),
    recordInvoicePayment: async (invoiceId, payment) => {
      if (!live().invoices.has(invoiceId)) violation('invoice_payments.invoice_id');
      return change(invoiceId, (invoice) =>
        invoice.payments.some((other) => other.key === payment.key)
          ? undefined
          : { ...invoice, payments: [...invoice.payments, structuredClone(payment)] },
      );
    },
    setInvoiceParticipant: async (invoiceId, seat, participant) =>
      change(invoiceId, (invoice) =>
        invoice.seats.some((other) => other.seat === seat)
          ? {
              ...invoice,
              seats: invoice.seats.map((other) =>
                other.seat === seat
                  ? {
                      ...other,
                      participant: { ...participant, email: participant.email.toLowerCase() },
                    }
                  : other,
              ),
            }
          : undefined,
      ),
    cancelInvoice: async (invoiceId, at) =>
      change(invoiceId, (invoice) =>
        invoice.cancelledAt === null
          ? { ...invoice, cancelledAt: new Date(at.getTime()) }
          : undefined,
      ),
  };
}
