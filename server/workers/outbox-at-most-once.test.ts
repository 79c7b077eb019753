import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../adapters/store/memory';
import type { RegistrationStore } from '../../core/ports/registration-store';
import type { OutboxDispatch } from './outbox-dispatcher';
import { createOutboxWorker } from './outbox-worker';

const at = new Date('2025-10-01T10:00:00Z');
const LEASE_MS = 60_000;

async function storeWithSms(): Promise<RegistrationStore> {
  const store = createMemoryStore();
  await store.transaction((tx) =>
    tx.enqueueOutbox([
      {
        id: 'sms-1',
        kind: 'sms.webinar_confirmation',
        payload: { to: '+995555123456', language: 'ka' },
        idempotencyKey: 'lead-1:sms.webinar_confirmation',
        createdAt: at,
      },
    ]),
  );
  return store;
}

function workerOn(store: RegistrationStore, dispatch: OutboxDispatch, now: () => Date) {
  return createOutboxWorker({
    store,
    clock: { now },
    dispatch,
    random: () => 0.5,
    pollMs: 3_600_000,
    leaseMs: LEASE_MS,
  });
}

describe('SMS at most once (docs/messaging.md "SMS: at most once")', () => {
  it('a worker that dies mid-send leaves the SMS parked, never sent a second time', async () => {
    const store = await storeWithSms();
    let sends = 0;
    // The first worker hands the SMS to the gateway and dies before it can record the answer.
    const dies: OutboxDispatch = () => {
      sends += 1;
      return new ResultAsync(new Promise(() => {}));
    };
    void workerOn(store, dies, () => at).drain();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sends).toBe(1);

    // After the lease another worker claims it: it must not send again.
    const later = new Date(at.getTime() + LEASE_MS);
    const sends2: string[] = [];
    const healthy: OutboxDispatch = (message) => {
      sends2.push(message.id);
      return okAsync(undefined);
    };
    await workerOn(store, healthy, () => later).drain();
    expect(sends2).toEqual([]);
    const [parked] = await store.listOutbox({ status: 'dead' });
    expect(parked).toMatchObject({ id: 'sms-1', lastError: 'sms.outcome_unknown' });

    // Only the operator's requeue sends it again: their explicit choice.
    await store.requeueDeadOutbox({ id: 'sms-1' }, later);
    await workerOn(store, healthy, () => later).drain();
    expect(sends2).toEqual(['sms-1']);
    expect(await store.countOutbox('delivered')).toBe(1);
  });

  it('a send that ends without a clear answer is parked at once, and never retried', async () => {
    const store = await storeWithSms();
    let now = at;
    let sends = 0;
    const ambiguous: OutboxDispatch = () => {
      sends += 1;
      return errAsync({ code: 'sms.outcome_unknown' });
    };
    const worker = workerOn(store, ambiguous, () => now);
    await worker.drain();
    now = new Date(at.getTime() + 24 * 3_600_000);
    await worker.drain();
    expect(sends).toBe(1);
    expect((await store.listOutbox({ status: 'dead' }))[0]?.lastError).toBe('sms.outcome_unknown');
  });

  it('a refusal before sending is retried, and the SMS goes out once', async () => {
    const store = await storeWithSms();
    let now = at;
    const outcomes = ['sms.unavailable', 'sms.unavailable', null];
    let sends = 0;
    const refusedTwice: OutboxDispatch = () => {
      const code = outcomes[sends] ?? null;
      sends += 1;
      return code === null ? okAsync(undefined) : errAsync({ code });
    };
    const worker = workerOn(store, refusedTwice, () => now);
    for (let step = 0; step < 5; step += 1) {
      await worker.drain();
      now = new Date(now.getTime() + 10_000);
    }
    expect(sends).toBe(3);
    expect(await store.countOutbox('delivered')).toBe(1);
  });
});
