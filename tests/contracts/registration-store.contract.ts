import { describe, expect, it } from 'vitest';
import type { RegistrationStore } from '../../core/ports/registration-store';
import {
  aCustomer,
  aLead,
  aMessage,
  aRegistration,
  minutesLater,
} from './registration-store-fixtures';
import { freshStore, type MakeStore } from './store-under-test';

/**
 * What the composed `RegistrationStore` adds to its concept ports, shared by every adapter (memory,
 * SQLite, PostgreSQL), so the fast in-memory twin cannot drift from the databases (docs/architecture.md
 * "Adapters and contract suites", unjs/unstorage model): one transaction across every concept, and
 * the store's own lifecycle. Each concept port has its own suite (`<port>.contract.ts`).
 */
export function describeRegistrationStore(name: string, make: MakeStore): void {
  describe(`RegistrationStore contract: ${name}`, () => {
    const store = freshStore(make);

    it('rolls back every row of a failed transaction, business and outbox alike', async () => {
      const failure = new Error('work failed');
      const attempt = store().transaction(async (tx) => {
        await tx.findOrCreateCustomerByEmail(aCustomer());
        await tx.insertRegistration(aRegistration());
        await tx.insertLead(aLead());
        await tx.recordPaymentEvent({
          merchantOrderId: 'order-1',
          paymentId: 'p1',
          orderStatus: 'approved',
          receivedAt: minutesLater(3),
        });
        expect(await tx.enqueueOutbox([aMessage()])).toBe(1);
        expect(await tx.findCustomerByEmail('nino@example.ge')).not.toBeNull();
        throw failure;
      });
      await expect(attempt).rejects.toBe(failure);
      expect(await store().findCustomerByEmail('nino@example.ge')).toBeNull();
      expect(await store().findRegistrationById('reg-1')).toBeNull();
      expect(await store().findLeadById('lead-1')).toBeNull();
      expect(await store().listOutbox()).toEqual([]);
      expect(await store().countOutbox('pending')).toBe(0);
      const replay = {
        merchantOrderId: 'order-1',
        paymentId: 'p1',
        orderStatus: 'approved',
        receivedAt: minutesLater(4),
      };
      expect(await store().transaction((tx) => tx.recordPaymentEvent(replay))).toBe(true);
    });

    it('returns the value of the work and refuses a transaction used after it ended', async () => {
      let leaked: Parameters<Parameters<RegistrationStore['transaction']>[0]>[0] | undefined;
      const value = await store().transaction(async (tx) => {
        leaked = tx;
        return 'done';
      });
      expect(value).toBe('done');
      await expect(leaked?.insertLead(aLead())).rejects.toThrow();
      expect(await store().findLeadById('lead-1')).toBeNull();
    });

    it('answers ping until closed, and closes idempotently', async () => {
      expect(await store().ping()).toBe(true);
      await store().close();
      await store().close();
      expect(await store().ping()).toBe(false);
      await expect(store().findCustomerByEmail('nino@example.ge')).rejects.toThrow();
    });
  });
}
