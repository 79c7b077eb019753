import { describe, expect, it } from 'vitest';
import { describeOutboxSendingContract } from './outbox-store-sending.contract';
import { aMessage, manyMessages, minutesLater } from './registration-store-fixtures';
import { freshStore, type MakeStore } from './store-under-test';

const LEASE_MS = 5 * 60_000;

/** The outbox store (core/ports/outbox-store.ts): enqueueing, claiming and settling follow-up messages. */
export function describeOutboxStore(name: string, make: MakeStore): void {
  describe(`Outbox store contract: ${name}`, () => {
    const store = freshStore(make);
    const enqueue = (messages = manyMessages(1)) =>
      store().transaction((tx) => tx.enqueueOutbox(messages));
    const claim = (minutes: number, limit = 10) =>
      store().claimDueOutbox({ now: minutesLater(minutes), limit, leaseMs: LEASE_MS });

    it('ignores a message whose idempotency key is already queued, and keeps its payload', async () => {
      expect(await enqueue([aMessage()])).toBe(1);
      const again = aMessage({ id: 'msg-2', payload: { other: true } });
      expect(await enqueue([again, aMessage({ id: 'msg-3', idempotencyKey: 'k3' })])).toBe(1);
      const stored = await store().listOutbox();
      expect(stored.map((m) => m.id)).toEqual(['msg-1', 'msg-3']);
      expect(stored[0]).toEqual({
        ...aMessage(),
        status: 'pending',
        attempts: 0,
        nextAttemptAt: minutesLater(0),
        lastError: null,
        lockedUntil: null,
        deliveredAt: null,
        sendStartedAt: null,
        requeuedAt: null,
      });
    });

    it('claims only due messages, in due order, up to the limit, counting an attempt', async () => {
      await enqueue([
        ...manyMessages(3),
        aMessage({ id: 'later', idempotencyKey: 'later', nextAttemptAt: minutesLater(14) }),
      ]);
      const first = await claim(10, 2);
      expect(first.map((m) => m.id)).toEqual(['msg-1', 'msg-2']);
      expect(first[0]).toMatchObject({
        attempts: 1,
        lockedUntil: minutesLater(15),
        status: 'pending',
      });
      expect((await claim(10)).map((m) => m.id)).toEqual(['msg-3']);
      // msg-1…3 stay leased until minute 15, so only the due time of `later` decides these two.
      expect(await claim(13)).toEqual([]);
      expect((await claim(14)).map((m) => m.id)).toEqual(['later']);
    });

    it('leaves excluded kinds untouched: not claimed, no attempt counted', async () => {
      await enqueue([
        aMessage({ id: 'sheet', idempotencyKey: 'sheet', kind: 'sheet.lead' }),
        aMessage({ id: 'sms', idempotencyKey: 'sms', kind: 'sms.webinar_confirmation' }),
      ]);
      const claimed = await store().claimDueOutbox({
        now: minutesLater(1),
        limit: 10,
        leaseMs: LEASE_MS,
        excludeKinds: ['sheet.lead', 'sheet.customer'],
      });
      expect(claimed.map((m) => m.id)).toEqual(['sms']);
      const waiting = (await store().listOutbox()).find((m) => m.id === 'sheet');
      expect(waiting).toMatchObject({ attempts: 0, lockedUntil: null, status: 'pending' });
      expect((await claim(1)).map((m) => m.id)).toEqual(['sheet']);
    });

    it('does not claim a message again before its lease expires', async () => {
      await enqueue();
      expect(await claim(0)).toHaveLength(1);
      expect(await claim(4)).toEqual([]);
      const reclaimed = await claim(5);
      expect(reclaimed.map((m) => [m.id, m.attempts])).toEqual([['msg-1', 2]]);
    });

    it('never hands the same message to two concurrent claims', async () => {
      await enqueue(manyMessages(12));
      const batches = await Promise.all(Array.from({ length: 4 }, () => claim(20, 4)));
      const ids = batches.flat().map((m) => m.id);
      expect(new Set(ids).size).toBe(ids.length);
      const rest = (await claim(20, 12)).map((m) => m.id);
      expect([...ids, ...rest].sort()).toEqual(
        manyMessages(12)
          .map((m) => m.id)
          .sort(),
      );
    });

    it('retries a failed message at its next attempt time, releasing the lock', async () => {
      await enqueue();
      await claim(0);
      await store().markOutboxFailed('msg-1', {
        error: 'HTTP 503',
        nextAttemptAt: minutesLater(2),
      });
      const [failed] = await store().listOutbox();
      expect(failed).toMatchObject({ status: 'pending', lastError: 'HTTP 503', lockedUntil: null });
      expect(await claim(1)).toEqual([]);
      const retried = await claim(2);
      expect(retried.map((m) => [m.id, m.attempts])).toEqual([['msg-1', 2]]);
    });

    it('dead-letters a message: never claimed again, visible to operators', async () => {
      await enqueue(manyMessages(2));
      await claim(5);
      await store().markOutboxFailed('msg-1', { error: 'gave up', dead: true });
      await store().markOutboxFailed('msg-2', { error: 'timeout', nextAttemptAt: minutesLater(6) });
      expect(await store().countOutbox('dead')).toBe(1);
      expect(await store().countOutbox('pending')).toBe(1);
      const [dead] = await store().listOutbox({ status: 'dead' });
      expect(dead).toMatchObject({ id: 'msg-1', lastError: 'gave up', lockedUntil: null });
      expect((await claim(600)).map((m) => m.id)).toEqual(['msg-2']);
    });

    it('never claims a delivered message again, even after a late failure report', async () => {
      await enqueue(manyMessages(2));
      await claim(0);
      await store().markOutboxDelivered('msg-1', minutesLater(1));
      await store().markOutboxFailed('msg-1', {
        error: 'late report',
        nextAttemptAt: minutesLater(2),
      });
      const [delivered] = await store().listOutbox({ status: 'delivered' });
      expect(delivered).toMatchObject({
        id: 'msg-1',
        deliveredAt: minutesLater(1),
        lastError: null,
      });
      expect(await store().countOutbox('delivered')).toBe(1);
      expect((await claim(600)).map((m) => m.id)).toEqual(['msg-2']);
    });
    describeOutboxSendingContract(store);
  });
}
