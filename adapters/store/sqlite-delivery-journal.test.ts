import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RegistrationStore } from '../../core/ports/registration-store';
import { manyMessages, minutesLater } from '../../tests/contracts/registration-store-fixtures';
import { createSqliteStore } from './sqlite';
import { readDeliveryJournal } from './sqlite-delivery-journal';

describe('the SQLite delivery journal', () => {
  let dir: string;
  let filename: string;
  let journalPath: string;
  const opened: RegistrationStore[] = [];
  const open = async (journalDeliveries: boolean) => {
    const store = await createSqliteStore({ filename, journalDeliveries });
    opened.push(store);
    return store;
  };
  const statusOf = async (store: RegistrationStore, id: string) =>
    (await store.listOutbox()).find((message) => message.id === id);

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'delivery-journal-'));
    filename = join(dir, 'site.db');
    journalPath = `${filename}-deliveries`;
  });
  afterEach(async () => {
    for (const store of opened.splice(0)) await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function claimedMessages(count: number) {
    const store = await open(true);
    await store.transaction((tx) => tx.enqueueOutbox(manyMessages(count)));
    await store.claimDueOutbox({ now: minutesLater(0), limit: count, leaseMs: 60_000 });
    return store;
  }

  it('marks delivered, on opening, what a killed process noted but never committed', async () => {
    const store = await claimedMessages(3);
    await store.close();
    // The process was killed after the relay accepted msg-2, before its mark's commit.
    appendFileSync(journalPath, `msg-2\t${minutesLater(1).getTime()}\nmsg-3\t17`);
    const reopened = await open(true);
    expect(await statusOf(reopened, 'msg-2')).toMatchObject({
      status: 'delivered',
      deliveredAt: minutesLater(1),
    });
    // A line cut short by the kill (no newline, a bad time) is not a delivery.
    expect((await statusOf(reopened, 'msg-3'))?.status).toBe('pending');
    expect((await statusOf(reopened, 'msg-1'))?.status).toBe('pending');
    expect(readFileSync(journalPath, 'utf8')).toBe('');
  });

  it('notes a delivery at once and is empty again once its mark is committed', async () => {
    const store = await claimedMessages(2);
    const marked = store.markOutboxDelivered('msg-1', minutesLater(2));
    expect(readDeliveryJournal(journalPath)).toEqual([{ id: 'msg-1', at: minutesLater(2) }]);
    await marked;
    expect(readFileSync(journalPath, 'utf8')).toBe('');
    expect((await statusOf(store, 'msg-1'))?.status).toBe('delivered');
  });

  it('is left alone by a process that does not deliver (the operator console)', async () => {
    await (await claimedMessages(1)).close();
    writeFileSync(journalPath, `msg-1\t${minutesLater(1).getTime()}\n`);
    const console = await open(false);
    expect((await statusOf(console, 'msg-1'))?.status).toBe('pending');
    await console.markOutboxDelivered('msg-1', minutesLater(3));
    expect(readDeliveryJournal(journalPath)).toEqual([{ id: 'msg-1', at: minutesLater(1) }]);
  });

  it('reads nothing from a journal that does not exist', () => {
    expect(readDeliveryJournal(join(dir, 'none'))).toEqual([]);
  });
});
