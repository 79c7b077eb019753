import { expect, it } from 'vitest';
import type { RegistrationStore } from '../../core/ports/registration-store';
import { aMessage, manyMessages, minutesLater } from './registration-store-fixtures';

const LEASE_MS = 5 * 60_000;

/**
 * The outbox's at-most-once bookkeeping and the breaker's probe claim (docs/messaging.md "SMS: at
 * most once", "Circuit breaker"), declared inside `describeOutboxStore`'s block.
 */
export function describeOutboxSendingContract(store: () => RegistrationStore): void {
  const enqueue = (messages = manyMessages(1)) =>
    store().transaction((tx) => tx.enqueueOutbox(messages));
  const claim = (minutes: number, limit = 10) =>
    store().claimDueOutbox({ now: minutesLater(minutes), limit, leaseMs: LEASE_MS });
  const stored = async (id = 'msg-1') => (await store().listOutbox()).find((m) => m.id === id);

  it('records a send start once, and a claim after the lease hands it back with the record', async () => {
    await enqueue();
    await claim(0);
    expect(await store().markOutboxSending('msg-1', minutesLater(1))).toBe(true);
    expect(await store().markOutboxSending('msg-1', minutesLater(2))).toBe(false);
    expect(await stored()).toMatchObject({ sendStartedAt: minutesLater(1), status: 'pending' });
    // The worker died mid-send: the next claim sees that a send began.
    const [again] = await claim(5);
    expect(again).toMatchObject({ id: 'msg-1', attempts: 2, sendStartedAt: minutesLater(1) });
  });

  it('refuses a send start for a message that is no longer pending', async () => {
    await enqueue(manyMessages(2));
    await claim(0);
    await store().markOutboxDelivered('msg-1', minutesLater(1));
    await store().markOutboxFailed('msg-2', { error: 'sms.rejected', dead: true });
    expect(await store().markOutboxSending('msg-1', minutesLater(2))).toBe(false);
    expect(await store().markOutboxSending('msg-2', minutesLater(2))).toBe(false);
    expect(await store().markOutboxSending('nope', minutesLater(2))).toBe(false);
    expect((await stored('msg-1'))?.sendStartedAt).toBeNull();
  });

  it('clears the send start on a retry (nothing was sent), keeps it on a dead letter', async () => {
    await enqueue(manyMessages(2));
    await claim(0);
    for (const id of ['msg-1', 'msg-2']) await store().markOutboxSending(id, minutesLater(1));
    await store().markOutboxFailed('msg-1', {
      error: 'sms.unavailable',
      nextAttemptAt: minutesLater(2),
    });
    await store().markOutboxFailed('msg-2', { error: 'sms.outcome_unknown', dead: true });
    expect(await stored('msg-1')).toMatchObject({ sendStartedAt: null, status: 'pending' });
    expect(await stored('msg-2')).toMatchObject({
      sendStartedAt: minutesLater(1),
      status: 'dead',
      lastError: 'sms.outcome_unknown',
    });
  });

  it('a requeue by the operator clears the send start, so the message is sent again', async () => {
    await enqueue();
    await claim(0);
    await store().markOutboxSending('msg-1', minutesLater(1));
    await store().markOutboxFailed('msg-1', { error: 'sms.outcome_unknown', dead: true });
    expect(await store().requeueDeadOutbox({ id: 'msg-1' }, minutesLater(3))).toEqual(['msg-1']);
    const [requeued] = await claim(3);
    expect(requeued).toMatchObject({
      sendStartedAt: null,
      requeuedAt: minutesLater(3),
      attempts: 1,
    });
  });

  it('claims only the given kinds for a probe, leaving the rest untouched', async () => {
    await enqueue([
      aMessage({ id: 'sheet', idempotencyKey: 'sheet', kind: 'sheet.lead' }),
      aMessage({ id: 'sms-1', idempotencyKey: 'sms-1', kind: 'sms.webinar_confirmation' }),
      aMessage({ id: 'sms-2', idempotencyKey: 'sms-2', kind: 'sms.purchase_confirmation' }),
    ]);
    const only = (kinds: readonly string[], limit: number) =>
      store().claimDueOutbox({ now: minutesLater(1), limit, leaseMs: LEASE_MS, onlyKinds: kinds });
    expect((await only(['sms.webinar_confirmation', 'sms.purchase_confirmation'], 1)).length).toBe(
      1,
    );
    expect(await only([], 10)).toEqual([]);
    expect((await stored('sheet'))?.attempts).toBe(0);
    expect((await only(['sheet.lead'], 10)).map((m) => m.id)).toEqual(['sheet']);
  });
}
