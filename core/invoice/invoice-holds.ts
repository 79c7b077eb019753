/**
 * Seats that unpaid invoices issued from one client address may hold in one cohort
 * (docs/purchase.md "Company invoices"): a team's order, not a cohort closed from one connection.
 */
const INVOICE_SEATS_PER_ADDRESS = 10;

/** The seats an open invoice would hold beside those already held by invoices. */
export interface InvoiceHoldRequest {
  /** Seats the new invoice asks for. */
  readonly seats: number;
  /** The cohort's capacity. */
  readonly capacity: number;
  /** Seats held by the cohort's open invoices. */
  readonly heldByInvoices: number;
  /** Of those, seats of invoices issued from this client address. */
  readonly heldFromAddress: number;
}

/** The seats open invoices may hold in all: half the cohort, so buyers paying at once always find room. */
function invoiceSeatsCap(capacity: number): number {
  return Math.max(1, Math.floor(capacity / 2));
}

/**
 * Whether a new invoice may hold its seats: within `INVOICE_SEATS_PER_ADDRESS` for its address and
 * within half the cohort for all open invoices together. Seats left in the cohort are checked apart.
 */
export function invoiceHoldAllowed(request: InvoiceHoldRequest): boolean {
  return (
    request.heldFromAddress + request.seats <= INVOICE_SEATS_PER_ADDRESS &&
    request.heldByInvoices + request.seats <= invoiceSeatsCap(request.capacity)
  );
}
