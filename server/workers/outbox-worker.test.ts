import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../adapters/store/memory';
import type { OutboxMessage } from '../../core/ports/outbox-store';
import type { RegistrationStore } from '../../core/ports/registration-store';
import { createOutboxWorker } from './outbox-worker';

const at = new Date('2025-10-01T10:00:00Z');

async function storeWith(count: number): Promise<RegistrationStore> {
  const store = createMemoryStore();
  await store.transaction((tx) =>
    tx.enqueueOutbox(
      Array.from({ length: count }, (_, i) => ({
        id: `m${i}`,
        kind: 'sheet.lead',
        payload: {},
        idempotencyKey: `k${i}`,
        createdAt: at,
      })),
    ),
  );
  return store;
}

function counting(store: RegistrationStore) {
  let claims = 0;
  const delivered: string[] = [];
  const worker = createOutboxWorker({
    store: {
      ...store,
      claimDueOutbox: (options) => {
        claims += 1;
        return store.claimDueOutbox(options);
      },
    },
    clock: { now: () => at },
    dispatch: (message: OutboxMessage) => {
      delivered.push(message.idempotencyKey);
      return okAsync(undefined);
    },
    random: () => 0.5,
    pollMs: 3_600_000,
    leaseMs: 60_000,
    batchSize: 4,
  });
  return { worker, claims: () => claims, delivered };
}

describe('createOutboxWorker', () => {
  it('drains due messages in batches and delivers each once', async () => {
    const store = await storeWith(10);
    const { worker, claims, delivered } = counting(store);
    await worker.drain();
    expect(delivered.sort()).toEqual(Array.from({ length: 10 }, (_, i) => `k${i}`).sort());
    expect(claims()).toBe(3); // 4 + 4 + 2
    expect(await store.countOutbox('delivered')).toBe(10);
  });

  it('reports why an adapter threw, with the message, and retries it as a transient failure', async () => {
    const store = await storeWith(1);
    const reported: unknown[] = [];
    const bug = new TypeError('payload.fullName is undefined');
    const worker = createOutboxWorker({
      store,
      clock: { now: () => at },
      dispatch: () => {
        throw bug;
      },
      random: () => 0.5,
      pollMs: 3_600_000,
      leaseMs: 60_000,
      onError: (error, message) => reported.push({ error, message }),
    });
    await worker.drain();
    expect(reported).toEqual([{ error: bug, message: { id: 'm0', kind: 'sheet.lead' } }]);
    const [message] = await store.listOutbox();
    expect(message).toMatchObject({
      status: 'pending',
      lastError: 'outbox.delivery_threw: TypeError: payload.fullName is undefined',
    });
  });

  it('coalesces a burst of nudges into one pass', async () => {
    const store = await storeWith(2);
    const { worker, claims, delivered } = counting(store);
    worker.start();
    await new Promise((resolve) => setTimeout(resolve, 30));
    const afterStart = claims();
    for (let i = 0; i < 50; i += 1) worker.nudge();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(claims() - afterStart).toBe(1);
    expect(delivered.length).toBe(2);
    await worker.stop();
  });

  it('does nothing after stop, even when nudged', async () => {
    const store = await storeWith(3);
    const { worker, claims } = counting(store);
    worker.start();
    await worker.stop();
    const before = claims();
    worker.nudge();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(claims()).toBe(before);
  });

  it('claims only the kinds it can deliver now, never the paused ones', async () => {
    const store = await storeWith(2);
    const asked: (readonly string[] | undefined)[] = [];
    const worker = createOutboxWorker({
      store: {
        ...store,
        claimDueOutbox: (options) => {
          asked.push(options.onlyKinds);
          return store.claimDueOutbox(options);
        },
      },
      clock: { now: () => at },
      dispatch: () => okAsync(undefined),
      random: () => 0.5,
      pollMs: 3_600_000,
      leaseMs: 60_000,
      pausedKinds: ['sheet.lead', 'sheet.customer'],
    });
    await worker.drain();
    expect(asked.length).toBeGreaterThan(0);
    for (const kinds of asked) {
      expect(kinds).toContain('sms.webinar_confirmation');
      expect(kinds).not.toContain('sheet.lead');
    }
    expect(await store.countOutbox('pending')).toBe(2);
  });

  it('after a nudge during a pass, waits a nudge delay before the next pass', async () => {
    const store = await storeWith(1);
    // Each claim takes 5 ms, like a claim waiting behind a busy write queue.
    const slow: RegistrationStore = {
      ...store,
      claimDueOutbox: async (options) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return store.claimDueOutbox(options);
      },
    };
    const { worker, claims } = counting(slow);
    worker.start();
    // Steady posting: a nudge every millisecond, most of them landing during a pass.
    const posting = setInterval(() => worker.nudge(), 1);
    await new Promise((resolve) => setTimeout(resolve, 250));
    clearInterval(posting);
    await worker.stop();
    // A pass (5 ms) then a 20 ms wait: about 10 passes in 250 ms; back to back would be 40 or more.
    expect(claims()).toBeLessThanOrEqual(16);
    expect(claims()).toBeGreaterThanOrEqual(3);
  });

  it('dead-letters rows of kinds this release does not know, in a sweep once a minute', async () => {
    const store = createMemoryStore();
    await store.transaction((tx) =>
      tx.enqueueOutbox([
        { id: 'future', kind: 'sheet.future', payload: {}, idempotencyKey: 'f', createdAt: at },
      ]),
    );
    let now = at;
    const worker = createOutboxWorker({
      store,
      clock: { now: () => now },
      dispatch: () => errAsync({ code: 'outbox.unknown_kind' }),
      random: () => 0.5,
      pollMs: 3_600_000,
      leaseMs: 60_000,
    });
    await worker.drain();
    expect(await store.countOutbox('pending')).toBe(1);
    now = new Date(at.getTime() + 60_000);
    await worker.drain();
    expect(await store.countOutbox('dead')).toBe(1);
  });
});
