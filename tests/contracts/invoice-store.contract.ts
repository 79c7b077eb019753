import { describe, expect, it } from 'vitest';
import { holdCountingFromFor } from '../../core/checkout/seat-hold';
import type { InvoiceRecord } from '../../core/ports/invoice-store';
import { aContact, aCustomer, aRegistration, minutesLater } from './registration-store-fixtures';
import { freshStore, type MakeStore } from './store-under-test';

const DUE = minutesLater(60 * 24);

/** Seat `n`'s order of invoice INV-2026-0001: pending, paid by invoice, held until `DUE`. */
const seatOrder = (n: number) =>
  aRegistration({
    id: `seat-${n}`,
    publicToken: `tok-seat-${n}`,
    merchantOrderId: `INV-2026-0001-${n}`,
    source: 'company_invoice',
    paymentMethod: 'invoice',
    holdCountsFrom: holdCountingFromFor(DUE),
  });

const anInvoice = (): InvoiceRecord => ({
  id: 'inv-1',
  number: 'INV-2026-0001',
  token: 'tok-invoice-AAAAAAAAAAAAAAAA',
  language: 'ka',
  cohortNumber: 4,
  company: { name: 'შპს „ტესტი“', code: '404123456', address: null },
  contact: { name: 'Nino Beridze', email: 'Billing@Example.GE', phone: '+995555123456' },
  unitPriceTetri: 250_000,
  seats: [1, 2, 3].map((seat) => ({
    seat,
    registrationId: `seat-${seat}`,
    participant: seat === 1 ? { name: 'Giorgi Beridze', email: 'Giorgi@Example.GE' } : null,
  })),
  issuedAt: minutesLater(2),
  dueAt: DUE,
  cancelledAt: null,
  payments: [],
});

/** The invoice store (core/ports/invoice-store.ts, docs/purchase.md "Company invoices"). */
export function describeInvoiceStore(name: string, make: MakeStore): void {
  describe(`Invoice store contract: ${name}`, () => {
    const store = freshStore(make);
    const insert = () =>
      store().transaction(async (tx) => {
        await tx.findOrCreateCustomerByEmail(aCustomer());
        for (const seat of [1, 2, 3]) await tx.insertRegistration(seatOrder(seat));
        await tx.insertInvoice(anInvoice());
      });
    const find = () => store().transaction((tx) => tx.findInvoiceByNumber('INV-2026-0001'));

    it('numbers invoices 1, 2, 3 … per year, a new year from 1', async () => {
      const taken = await store().transaction(async (tx) => [
        await tx.takeInvoiceSequence(2026),
        await tx.takeInvoiceSequence(2026),
        await tx.takeInvoiceSequence(2027),
      ]);
      const later = await store().transaction((tx) => tx.takeInvoiceSequence(2026));
      expect([...taken, later]).toEqual([1, 2, 1, 3]);
    });

    it('keeps an invoice with its seats, found by number and by token, e-mails lowercased', async () => {
      await insert();
      const stored = await find();
      expect(stored?.contact.email).toBe('billing@example.ge');
      expect(stored?.seats.map((seat) => seat.participant?.email ?? null)).toEqual([
        'giorgi@example.ge',
        null,
        null,
      ]);
      const { company, unitPriceTetri, issuedAt, dueAt, cancelledAt, payments } = anInvoice();
      expect(stored).toMatchObject({
        company,
        unitPriceTetri,
        issuedAt,
        dueAt,
        cancelledAt,
        payments,
      });
      const byToken = await store().transaction((tx) =>
        tx.findInvoiceByToken('tok-invoice-AAAAAAAAAAAAAAAA'),
      );
      expect(byToken?.number).toBe('INV-2026-0001');
      expect(await store().transaction((tx) => tx.findInvoiceByToken('nope'))).toBeNull();
      expect((await store().transaction((tx) => tx.listInvoices())).map((i) => i.id)).toEqual([
        'inv-1',
      ]);
    });

    it('holds the seats of an open invoice until its due date, then frees them', async () => {
      await insert();
      const heldAt = (at: Date) =>
        store().countCohortSeats(4, new Date(at.getTime() - 30 * 60_000));
      expect((await heldAt(minutesLater(60 * 23))).held).toBe(3);
      expect((await heldAt(DUE)).held).toBe(0);
    });

    it('counts the seats open invoices hold, in all and from one address, until their due date', async () => {
      await store().transaction(async (tx) => {
        await tx.findOrCreateCustomerByEmail(aCustomer());
        for (const seat of [1, 2, 3]) {
          await tx.insertRegistration({
            ...seatOrder(seat),
            holdAddressKey: seat === 3 ? 'other' : 'key',
          });
        }
        // A card checkout from the same address is not an invoice hold.
        await tx.insertRegistration(
          aRegistration({ id: 'card', publicToken: 'tok-card', holdAddressKey: 'key' }),
        );
      });
      const countAt = (at: Date) =>
        store().transaction((tx) =>
          tx.countInvoiceHolds({
            cohortNumber: 4,
            heldSince: new Date(at.getTime() - 30 * 60_000),
            addressKey: 'key',
          }),
        );
      expect(await countAt(minutesLater(60 * 23))).toEqual({ all: 3, fromAddress: 2 });
      expect(await countAt(DUE)).toEqual({ all: 0, fromAddress: 0 });
      const otherCohort = await store().transaction((tx) =>
        tx.countInvoiceHolds({ cohortNumber: 5, heldSince: minutesLater(0), addressKey: 'key' }),
      );
      expect(otherCohort).toEqual({ all: 0, fromAddress: 0 });
    });

    it('never releases an invoice seat for its contact’s own checkout', async () => {
      await insert();
      const holds = await store().transaction((tx) =>
        tx.findOpenHolds({
          cohortNumber: 4,
          heldSince: minutesLater(10),
          email: aContact().email,
          phone: aContact().phone,
          addressKey: 'key',
        }),
      );
      expect(holds).toEqual([]);
    });

    it('records a payment once per key, names participants and cancels once', async () => {
      await insert();
      const payment = { key: '2026-11-20:250000', amountTetri: 250_000, paidOn: '2026-11-20' };
      const recorded = await store().transaction(async (tx) => [
        await tx.recordInvoicePayment('inv-1', { ...payment, recordedAt: minutesLater(5) }),
        await tx.recordInvoicePayment('inv-1', { ...payment, recordedAt: minutesLater(6) }),
        await tx.setInvoiceParticipant('inv-1', 2, {
          name: 'Ana Beridze',
          email: 'Ana@Example.GE',
        }),
        await tx.setInvoiceParticipant('inv-1', 9, { name: 'Nobody', email: 'x@example.ge' }),
        await tx.cancelInvoice('inv-1', minutesLater(7)),
        await tx.cancelInvoice('inv-1', minutesLater(8)),
      ]);
      expect(recorded).toEqual([true, false, true, false, true, false]);
      const stored = await find();
      expect(stored?.payments).toEqual([{ ...payment, recordedAt: minutesLater(5) }]);
      expect(stored?.seats[1]?.participant).toEqual({
        name: 'Ana Beridze',
        email: 'ana@example.ge',
      });
      expect(stored?.cancelledAt).toEqual(minutesLater(7));
    });

    it('refuses a second invoice with the same number or a seat order already invoiced', async () => {
      await insert();
      await expect(
        store().transaction((tx) => tx.insertInvoice({ ...anInvoice(), id: 'inv-2', token: 't2' })),
      ).rejects.toThrow();
    });
  });
}
