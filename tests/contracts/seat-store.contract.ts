import { describe, expect, it } from 'vitest';
import type { RegistrationStatus } from '../../core/registration/registration-status';
import { aCustomer, aRegistration, minutesLater } from './registration-store-fixtures';
import { describeHoldContract } from './seat-store-holds.contract';
import { describePromoContract } from './seat-store-promo.contract';
import { freshStore, type MakeStore } from './store-under-test';

/** An order of cohort `cohortNumber` with its own id, token and provider order id. */
function cohortOrder(
  id: string,
  status: RegistrationStatus,
  cohortNumber: number | null,
  overrides: Parameters<typeof aRegistration>[0] = {},
) {
  return aRegistration({
    id,
    status,
    cohortNumber,
    publicToken: `tok-${id}`,
    merchantOrderId: `order-${id}`,
    ...overrides,
  });
}

/** The seat store (core/ports/seat-store.ts): seat counts, the sales lock, holds and promo uses. */
export function describeSeatStore(name: string, make: MakeStore): void {
  describe(`Seat store contract: ${name}`, () => {
    const store = freshStore(make);
    const withCustomers = () =>
      store().transaction(async (tx) => {
        await tx.findOrCreateCustomerByEmail(aCustomer());
        await tx.findOrCreateCustomerByEmail(
          aCustomer({ id: 'cus-2', email: 'Giorgi@Example.ge' }),
        );
      });

    it('counts paid seats, live holds, revenue and overbooked orders of one cohort', async () => {
      await withCustomers();
      await store().transaction(async (tx) => {
        await tx.insertRegistration(cohortOrder('p1', 'payment_completed', 4));
        await tx.insertRegistration(
          cohortOrder('p2', 'completed', 4, { priceTetri: 270_000, overbookedAt: minutesLater(9) }),
        );
        // Held: created after the hold start; the one created at it has just run out.
        await tx.insertRegistration(cohortOrder('h1', 'payment_initiated', 4));
        await tx.insertRegistration(
          cohortOrder('h2', 'pending', 4, {
            createdAt: minutesLater(5),
            updatedAt: minutesLater(5),
          }),
        );
        await tx.insertRegistration(
          cohortOrder('old', 'payment_initiated', 4, {
            createdAt: minutesLater(1),
            updatedAt: minutesLater(1),
          }),
        );
        await tx.insertRegistration(cohortOrder('f1', 'failed', 4));
        await tx.insertRegistration(cohortOrder('c1', 'cancelled', 4));
        await tx.insertRegistration(cohortOrder('other', 'completed', 5));
        await tx.insertRegistration(cohortOrder('legacy', 'completed', null));
      });
      expect(await store().countCohortSeats(4, minutesLater(1))).toEqual({
        paid: 2,
        held: 2,
        paidTetri: 149_900 + 270_000,
        overbooked: 1,
        offered: 0,
      });
      expect(await store().countCohortSeats(6, minutesLater(0))).toEqual({
        paid: 0,
        held: 0,
        paidTetri: 0,
        overbooked: 0,
        offered: 0,
      });
      const inside = await store().transaction((tx) => tx.countCohortSeats(5, minutesLater(0)));
      expect(inside).toMatchObject({ paid: 1, held: 0 });
    });

    it('knows whether a buyer has paid for a cohort, by e-mail in any case', async () => {
      await withCustomers();
      await store().transaction(async (tx) => {
        await tx.insertRegistration(cohortOrder('a', 'completed', 4));
        await tx.insertRegistration(
          cohortOrder('b', 'payment_initiated', 4, { customerId: 'cus-2' }),
        );
        await tx.insertRegistration(
          cohortOrder('c', 'payment_completed', 5, { customerId: 'cus-2' }),
        );
      });
      expect(await store().hasPaidOrder('NINO@example.ge', 4)).toBe(true);
      expect(await store().hasPaidOrder('nino@example.ge', 5)).toBe(false);
      expect(await store().hasPaidOrder('giorgi@example.ge', 4)).toBe(false);
      expect(await store().transaction((tx) => tx.hasPaidOrder('giorgi@example.ge', 5))).toBe(true);
      expect(await store().hasPaidOrder('nobody@example.ge', 4)).toBe(false);
    });

    it('records the cohort and the overbooked flag, and lists orders of one cohort', async () => {
      await withCustomers();
      await store().transaction(async (tx) => {
        await tx.insertRegistration(cohortOrder('a', 'payment_completed', 4));
        await tx.insertRegistration(cohortOrder('b', 'completed', 5));
      });
      const flagged = await store().transaction((tx) =>
        tx.updateRegistration({
          id: 'a',
          expectedStatus: 'payment_completed',
          changes: { overbookedAt: minutesLater(30) },
          updatedAt: minutesLater(30),
        }),
      );
      expect(flagged).toBe(true);
      expect(await store().findRegistrationById('a')).toMatchObject({
        cohortNumber: 4,
        overbookedAt: minutesLater(30),
      });
      const fourth = await store().listOrders({ cohortNumber: 4 });
      expect(fourth.map((o) => o.id)).toEqual(['a']);
      expect((await store().listOrders({ cohortNumber: 7 })).length).toBe(0);
    });

    it('serialises check-then-insert per cohort: ten concurrent buyers never take four of three seats', async () => {
      await store().transaction((tx) => tx.findOrCreateCustomerByEmail(aCustomer()));
      const buy = (i: number) =>
        store().transaction(async (tx) => {
          await tx.lockCohortSales(4);
          const seats = await tx.countCohortSeats(4, minutesLater(0));
          if (seats.paid + seats.held >= 3) return false;
          // Give a concurrent transaction every chance to interleave between check and insert.
          await new Promise((resolve) => setTimeout(resolve, 5));
          await tx.insertRegistration(cohortOrder(`r${i}`, 'pending', 4));
          return true;
        });
      const results = await Promise.all(Array.from({ length: 10 }, (_, i) => buy(i)));
      expect(results.filter(Boolean)).toHaveLength(3);
      expect(await store().countCohortSeats(4, minutesLater(0))).toMatchObject({ held: 3 });
    });
    describeHoldContract(store);
    describePromoContract(store);
  });
}
