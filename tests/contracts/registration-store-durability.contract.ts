import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ALL_MIGRATIONS } from '../../adapters/store/migrations/all-migrations';
import type { RegistrationStore } from '../../core/ports/registration-store';
import {
  aCustomer,
  aLead,
  aRegistration,
  manyMessages,
  minutesLater,
} from './registration-store-fixtures';

/** One database (a file or a schema) that stores can be opened on again and again. */
export interface DurableStoreUnderTest {
  /** Opens a new store instance on the same database. */
  readonly open: () => Promise<RegistrationStore>;
  /** Rows of `schema_migrations`, read directly from the database. */
  readonly appliedMigrations: () => Promise<{ version: number; name: string }[]>;
  /** Closes every store it opened and deletes the database. */
  readonly cleanup: () => Promise<void>;
}

/**
 * What only a real database promises: committed data outlives the process, migrations run once,
 * and separate instances share one outbox without sharing a message (docs/security.md O1, "Persistence").
 */
export function describeDurableRegistrationStore(
  name: string,
  make: () => Promise<DurableStoreUnderTest>,
): void {
  describe(`RegistrationStore durability: ${name}`, () => {
    let database: DurableStoreUnderTest;
    beforeEach(async () => {
      database = await make();
    });
    afterEach(async () => {
      await database.cleanup();
    });

    it('keeps committed data across close and reopen', async () => {
      const first = await database.open();
      await first.transaction(async (tx) => {
        await tx.findOrCreateCustomerByEmail(aCustomer());
        await tx.insertRegistration(aRegistration());
        await tx.insertLead(aLead());
        await tx.enqueueOutbox(manyMessages(2));
      });
      await first.claimDueOutbox({ now: minutesLater(3), limit: 1, leaseMs: 60_000 });
      await first.markOutboxFailed('msg-1', { error: 'HTTP 500', nextAttemptAt: minutesLater(9) });
      const before = await first.listOutbox();
      await first.close();

      const second = await database.open();
      expect(await second.findRegistrationById('reg-1')).toEqual(aRegistration());
      expect(await second.findLeadById('lead-1')).toEqual(aLead());
      expect(await second.findCustomerByEmail('nino@example.ge')).toMatchObject({ id: 'cus-1' });
      expect(await second.listOutbox()).toEqual(before);
      expect(before[0]).toMatchObject({ attempts: 1, lastError: 'HTTP 500' });
    });

    it('applies each migration once, however often and concurrently it is opened', async () => {
      await (await database.open()).close();
      const stores = await Promise.all([database.open(), database.open()]);
      expect(await stores[0].ping()).toBe(true);
      const expected = ALL_MIGRATIONS.map(({ version, name }) => ({ version, name }));
      expect(await database.appliedMigrations()).toEqual(expected);
    });

    it('never hands one message to two store instances claiming at once', async () => {
      const [a, b] = await Promise.all([database.open(), database.open()]);
      await a.transaction((tx) => tx.enqueueOutbox(manyMessages(24)));
      const claims = Array.from({ length: 8 }, (_, i) =>
        (i % 2 === 0 ? a : b).claimDueOutbox({ now: minutesLater(30), limit: 4, leaseMs: 60_000 }),
      );
      const ids = (await Promise.all(claims)).flat().map((m) => m.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBeGreaterThan(0);
    });
  });
}
