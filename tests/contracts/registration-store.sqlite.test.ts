import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createSqliteStore } from '../../adapters/store/sqlite';
import type { RegistrationStore } from '../../core/ports/registration-store';
import { describeInvoiceStore } from './invoice-store.contract';
import { describeLeadStore } from './lead-store.contract';
import { describeOperatorQueries } from './operator-queries.contract';
import { describeOrderStore } from './order-store.contract';
import { describeOutboxStore } from './outbox-store.contract';
import { describeRegistrationStore } from './registration-store.contract';
import { describeDurableRegistrationStore } from './registration-store-durability.contract';
import { describeSeatStore } from './seat-store.contract';
import type { MakeStore } from './store-under-test';
import { describeWaitlistStore } from './waitlist-store.contract';

// A file in a directory that does not exist yet: the store must create it, like ./data on a
// fresh machine (docs/architecture.md "Configuration").
function freshDatabaseFile() {
  const directory = mkdtempSync(join(tmpdir(), 'registration-store-'));
  return { directory, filename: join(directory, 'data', 'site.db') };
}

function readOnly<T>(filename: string, read: (db: BetterSqlite3.Database) => T): T {
  const db = new BetterSqlite3(filename, { readonly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

const make: MakeStore = async () => {
  const { directory, filename } = freshDatabaseFile();
  const store = await createSqliteStore({ filename });
  return {
    store,
    cleanup: async () => {
      await store.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
};

describeRegistrationStore('sqlite', make);
describeOrderStore('sqlite', make);
describeLeadStore('sqlite', make);
describeSeatStore('sqlite', make);
describeWaitlistStore('sqlite', make);
describeOutboxStore('sqlite', make);
describeOperatorQueries('sqlite', make);
describeInvoiceStore('sqlite', make);

describeDurableRegistrationStore('sqlite', async () => {
  const { directory, filename } = freshDatabaseFile();
  const opened: RegistrationStore[] = [];
  return {
    open: async () => {
      const store = await createSqliteStore({ filename });
      opened.push(store);
      return store;
    },
    appliedMigrations: async () =>
      readOnly(filename, (db) =>
        db.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all(),
      ) as { version: number; name: string }[],
    cleanup: async () => {
      await Promise.all(opened.map((store) => store.close()));
      rmSync(directory, { recursive: true, force: true });
    },
  };
});

describe('createSqliteStore', () => {
  it('creates the directory and leaves the file in WAL mode', async () => {
    const { directory, filename } = freshDatabaseFile();
    try {
      const store = await createSqliteStore({ filename });
      await store.close();
      expect(readOnly(filename, (db) => db.pragma('journal_mode', { simple: true }))).toBe('wal');
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
