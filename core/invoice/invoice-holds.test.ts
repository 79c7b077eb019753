import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceHoldAllowed } from './invoice-holds';

/** The rule's figures, as docs/purchase.md "Company invoices" states them. */
const INVOICE_SEATS_PER_ADDRESS = 10;
const invoiceSeatsCap = (capacity: number) => Math.max(1, Math.floor(capacity / 2));

const request = { seats: 1, capacity: 30, heldByInvoices: 0, heldFromAddress: 0 };

describe('invoiceHoldAllowed', () => {
  it('lets one address hold up to its seats, and not one more', () => {
    expect(invoiceHoldAllowed({ ...request, seats: INVOICE_SEATS_PER_ADDRESS })).toBe(true);
    expect(invoiceHoldAllowed({ ...request, seats: INVOICE_SEATS_PER_ADDRESS + 1 })).toBe(false);
    const held = { heldByInvoices: 7, heldFromAddress: 7 };
    expect(invoiceHoldAllowed({ ...request, ...held, seats: 3 })).toBe(true);
    expect(invoiceHoldAllowed({ ...request, ...held, seats: 4 })).toBe(false);
  });

  it('keeps half the cohort out of unpaid invoices, whichever addresses hold them', () => {
    expect(invoiceHoldAllowed({ ...request, heldByInvoices: 14, seats: 1 })).toBe(true);
    expect(invoiceHoldAllowed({ ...request, heldByInvoices: 15, seats: 1 })).toBe(false);
    // Half rounded down, and a one-seat cohort still takes one invoice seat.
    expect(invoiceHoldAllowed({ ...request, capacity: 25, heldByInvoices: 12 })).toBe(false);
    expect(invoiceHoldAllowed({ ...request, capacity: 25, heldByInvoices: 11 })).toBe(true);
    expect(invoiceHoldAllowed({ ...request, capacity: 1 })).toBe(true);
  });

  it('never lets invoices hold more than half a cohort or an address more than its share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.array(
          fc.record({
            address: fc.integer({ min: 0, max: 3 }),
            seats: fc.integer({ min: 1, max: 12 }),
          }),
        ),
        (capacity, asks) => {
          const byAddress = new Map<number, number>();
          let held = 0;
          for (const ask of asks) {
            const fromAddress = byAddress.get(ask.address) ?? 0;
            const allowed = invoiceHoldAllowed({
              seats: ask.seats,
              capacity,
              heldByInvoices: held,
              heldFromAddress: fromAddress,
            });
            if (allowed) {
              held += ask.seats;
              byAddress.set(ask.address, fromAddress + ask.seats);
            }
          }
          expect(held).toBeLessThanOrEqual(invoiceSeatsCap(capacity));
          for (const seats of byAddress.values()) {
            expect(seats).toBeLessThanOrEqual(INVOICE_SEATS_PER_ADDRESS);
          }
        },
      ),
    );
  });
});
