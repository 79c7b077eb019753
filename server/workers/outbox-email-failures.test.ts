import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../adapters/store/memory';
import type { RegistrationStore } from '../../core/ports/registration-store';
import type { OutboxDispatch } from './outbox-dispatcher';
import { createOutboxWorker } from './outbox-worker';

const MINUTE = 60_000;
const start = new Date('2025-10-01T10:00:00Z');

/** Ten receipts and one spreadsheet row queued at the start; `answer` is the relay's every answer. */
async function queued(answer: string | null) {
  const store: RegistrationStore = createMemoryStore();
  await store.transaction((tx) =>
    tx.enqueueOutbox([
      ...Array.from({ length: 10 }, (_, i) => ({
        id: `e${i}`,
        kind: 'email.order_receipt',
        payload: {},
        idempotencyKey: `order-${i}:email.order_receipt`,
        createdAt: start,
      })),
      { id: 's0', kind: 'sheet.lead', payload: {}, idempotencyKey: 'lead-0', createdAt: start },
    ]),
  );
  const now = start.getTime();
  const dispatch: OutboxDispatch = (message) =>
    message.kind.startsWith('email.') && answer !== null
      ? errAsync({ code: answer })
      : okAsync(undefined);
  const worker = createOutboxWorker({
    store,
    clock: { now: () => new Date(now) },
    dispatch,
    random: () => 0.5,
    pollMs: 3_600_000,
    leaseMs: MINUTE,
    breaker: { threshold: 5, coolDownMs: MINUTE },
  });
  await worker.drain();
  return { store, worker };
}

describe('e-mail failures in the outbox (docs/messaging.md "E-mail")', () => {
  it('an unreachable relay opens the e-mail circuit only; the receipts wait for a retry', async () => {
    const t = await queued('email.unavailable');
    expect(t.worker.circuits()).toMatchObject({ email: 'open', sheet: 'closed', sms: 'closed' });
    expect(await t.store.countOutbox('dead')).toBe(0);
    expect(await t.store.countOutbox('delivered')).toBe(1);
  });

  it('a refused message is dead-lettered at once and says nothing about the relay health', async () => {
    const t = await queued('email.rejected');
    expect(await t.store.countOutbox('dead')).toBe(10);
    expect(t.worker.circuits().email).toBe('closed');
  });

  it('without a relay configured the receipts wait: not dead, the circuit closed', async () => {
    const t = await queued('email.not_configured');
    expect(await t.store.countOutbox('dead')).toBe(0);
    expect(await t.store.countOutbox('pending')).toBe(10);
    expect(t.worker.circuits().email).toBe('closed');
  });
});
