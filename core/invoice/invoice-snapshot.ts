import * as v from 'valibot';
import { LANGUAGES } from '../language/languages';
import type { InvoiceRecord } from '../ports/invoice-store';

const text = v.string();
const instant = v.pipe(text, v.isoTimestamp());

/** An invoice as JSON (an outbox payload): what its PDF is drawn from. */
export const invoiceSnapshotSchema = v.object({
  number: text,
  language: v.picklist(LANGUAGES),
  cohortNumber: v.pipe(v.number(), v.integer(), v.minValue(1)),
  company: v.object({ name: text, code: text, address: v.nullable(text) }),
  contact: v.object({ name: text, email: text, phone: text }),
  unitPriceTetri: v.pipe(v.number(), v.integer(), v.minValue(0)),
  seats: v.pipe(v.number(), v.integer(), v.minValue(1)),
  issuedAt: instant,
  dueAt: instant,
});

/** An invoice as JSON. */
export type InvoiceSnapshot = v.InferOutput<typeof invoiceSnapshotSchema>;

/** The facts of a stored invoice its PDF prints. */
export function invoiceSnapshot(invoice: InvoiceRecord): InvoiceSnapshot {
  return {
    number: invoice.number,
    language: invoice.language,
    cohortNumber: invoice.cohortNumber,
    company: { ...invoice.company },
    contact: { ...invoice.contact },
    unitPriceTetri: invoice.unitPriceTetri,
    seats: invoice.seats.length,
    issuedAt: invoice.issuedAt.toISOString(),
    dueAt: invoice.dueAt.toISOString(),
  };
}
