import { describe, expect, it } from 'vitest';
import { REGISTRATION_STATUSES } from '../../core/registration/registration-status';
import { describeCustomerContract } from './order-store-customers.contract';
import { describeRefundContract } from './order-store-refunds.contract';
import { describeStatusCheckContract } from './order-store-status-checks.contract';
import { aCustomer, aRegistration, minutesLater } from './registration-store-fixtures';
import { freshStore, type MakeStore } from './store-under-test';

/** The order store (core/ports/order-store.ts): buyers, orders, payment events, refunds, status checks. */
export function describeOrderStore(name: string, make: MakeStore): void {
  describe(`Order store contract: ${name}`, () => {
    const store = freshStore(make);
    const withCustomer = () =>
      store().transaction((tx) => tx.findOrCreateCustomerByEmail(aCustomer()));

    it('inserts an order and finds it by id, public token and merchant order id', async () => {
      await withCustomer();
      await store().transaction((tx) => tx.insertRegistration(aRegistration()));
      const expected = aRegistration();
      expect(await store().findRegistrationById('reg-1')).toEqual(expected);
      expect(await store().findRegistrationByPublicToken(expected.publicToken)).toEqual(expected);
      expect(await store().findRegistrationByMerchantOrderId('order-1')).toEqual(expected);
      expect(await store().findRegistrationByPublicToken('tok-unknown')).toBeNull();
      expect(await store().findRegistrationByMerchantOrderId('order-unknown')).toBeNull();
    });

    it('stores every registration status of the domain', async () => {
      await withCustomer();
      await store().transaction(async (tx) => {
        for (const [i, status] of REGISTRATION_STATUSES.entries()) {
          await tx.insertRegistration(
            aRegistration({
              id: `reg-${i}`,
              status,
              publicToken: `tok-${i}`,
              merchantOrderId: `o-${i}`,
            }),
          );
        }
      });
      const stored = await store().listOrders({});
      expect(stored.map((o) => o.status).sort()).toEqual([...REGISTRATION_STATUSES].sort());
    });

    it('rejects an order of an unknown customer or with a reused token or order id', async () => {
      await withCustomer();
      await store().transaction((tx) => tx.insertRegistration(aRegistration()));
      const attempts = [
        aRegistration({
          id: 'reg-2',
          customerId: 'cus-x',
          publicToken: 't2',
          merchantOrderId: 'o2',
        }),
        aRegistration({ id: 'reg-2', merchantOrderId: 'o2' }),
        aRegistration({ id: 'reg-2', publicToken: 't2' }),
      ];
      for (const registration of attempts) {
        await expect(
          store().transaction((tx) => tx.insertRegistration(registration)),
        ).rejects.toThrow();
      }
      expect(await store().findRegistrationById('reg-2')).toBeNull();
    });

    it('applies an update only while the status is the expected one', async () => {
      await withCustomer();
      await store().transaction((tx) => tx.insertRegistration(aRegistration()));
      const paid = {
        status: 'payment_completed',
        transactionId: 'trx-77',
        paymentTimestamp: minutesLater(10),
        completedAt: minutesLater(10),
      } as const;
      const update = {
        id: 'reg-1',
        expectedStatus: 'pending',
        changes: paid,
        updatedAt: minutesLater(10),
      } as const;
      expect(await store().transaction((tx) => tx.updateRegistration(update))).toBe(true);
      const stale = {
        ...update,
        changes: { status: 'cancelled', cancelledAt: minutesLater(11) },
        updatedAt: minutesLater(11),
      } as const;
      expect(await store().transaction((tx) => tx.updateRegistration(stale))).toBe(false);
      const missing = { ...update, id: 'reg-404' };
      expect(await store().transaction((tx) => tx.updateRegistration(missing))).toBe(false);
      expect(await store().findRegistrationById('reg-1')).toEqual({
        ...aRegistration(),
        ...paid,
        updatedAt: minutesLater(10),
      });
    });

    it('keeps the provider status and the language, and updates the status with the order', async () => {
      await withCustomer();
      await store().transaction((tx) =>
        tx.insertRegistration(aRegistration({ language: 'en', status: 'payment_initiated' })),
      );
      expect(await store().findRegistrationById('reg-1')).toMatchObject({
        paymentStatus: null,
        language: 'en',
      });
      const processing = {
        id: 'reg-1',
        expectedStatus: 'payment_initiated',
        changes: { paymentStatus: 'processing' },
        updatedAt: minutesLater(5),
      } as const;
      expect(await store().transaction((tx) => tx.updateRegistration(processing))).toBe(true);
      const approved = {
        ...processing,
        changes: { status: 'payment_completed', paymentStatus: 'approved' },
        updatedAt: minutesLater(6),
      } as const;
      expect(await store().transaction((tx) => tx.updateRegistration(approved))).toBe(true);
      expect(await store().findRegistrationById('reg-1')).toEqual({
        ...aRegistration({ language: 'en' }),
        status: 'payment_completed',
        paymentStatus: 'approved',
        updatedAt: minutesLater(6),
      });
    });

    it('lets only one of two concurrent updates from the same status apply', async () => {
      await withCustomer();
      await store().transaction((tx) => tx.insertRegistration(aRegistration()));
      const update = (paymentStatus: 'approved' | 'declined') =>
        store().transaction((tx) =>
          tx.updateRegistration({
            id: 'reg-1',
            expectedStatus: 'pending',
            changes: {
              status: paymentStatus === 'approved' ? 'payment_completed' : 'failed',
              paymentStatus,
            },
            updatedAt: minutesLater(3),
          }),
        );
      const outcomes = await Promise.all([update('approved'), update('declined')]);
      expect(outcomes.filter(Boolean)).toHaveLength(1);
    });

    it('records a payment event once per order, payment and status', async () => {
      const event = {
        merchantOrderId: 'order-1',
        paymentId: 'p1',
        orderStatus: 'approved',
        receivedAt: minutesLater(1),
      };
      const record = (e: typeof event) => store().transaction((tx) => tx.recordPaymentEvent(e));
      expect(await record(event)).toBe(true);
      expect(await record({ ...event, receivedAt: minutesLater(2) })).toBe(false);
      expect(await record({ ...event, orderStatus: 'reversed' })).toBe(true);
    });
    describeCustomerContract(store);
    describeRefundContract(store);
    describeStatusCheckContract(store);
  });
}
