/** The invoice number of a year's sequence: `INV-2026-0001` (four digits at least). */
export function invoiceNumber(year: number, sequence: number): string {
  return `INV-${year}-${String(sequence).padStart(4, '0')}`;
}
