import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_POLICY } from '../../core/outbox/retry-policy';
import type { OutboxFailure, OutboxMessage } from '../../core/ports/outbox-store';
import type { OutboxDispatch } from './outbox-dispatcher';
import { createMessageSettler } from './settle-outbox-message';

const now = new Date('2025-10-01T10:00:00Z');

const message: OutboxMessage = {
  id: 'm1',
  kind: 'sheet.lead',
  payload: { email: 'nino@example.ge' },
  idempotencyKey: 'lead-1:sheet.lead',
  status: 'pending',
  attempts: 1,
  nextAttemptAt: now,
  lastError: null,
  lockedUntil: null,
  createdAt: now,
  deliveredAt: null,
  sendStartedAt: null,
  requeuedAt: null,
};

/** A settler over a recording store, with `dispatch` as the adapters. */
function settlerWith(dispatch: OutboxDispatch) {
  const failed: { id: string; failure: OutboxFailure }[] = [];
  const thrown: unknown[] = [];
  const settle = createMessageSettler({
    store: {
      markOutboxDelivered: async () => undefined,
      markOutboxSending: async () => true,
      markOutboxFailed: async (id, failure) => {
        failed.push({ id, failure });
      },
    },
    clock: { now: () => now },
    dispatch,
    random: () => 0.5,
    policy: DEFAULT_RETRY_POLICY,
    notConfiguredRecheckMs: 300_000,
    onThrown: (error) => thrown.push(error),
  });
  return { settle, failed, thrown };
}

describe('settling a message whose adapter threw', () => {
  it("records the error's class and message after the code, and retries it", async () => {
    const boom = new TypeError('boom');
    const { settle, failed, thrown } = settlerWith(() => {
      throw boom;
    });
    const settled = await settle(message);
    expect(thrown).toEqual([boom]);
    expect(settled).toEqual({
      entry: {
        id: 'm1',
        kind: 'sheet.lead',
        attempts: 1,
        outcome: 'retry',
        code: 'outbox.delivery_threw',
      },
      signal: 'transient',
    });
    expect(failed).toEqual([
      {
        id: 'm1',
        failure: {
          error: 'outbox.delivery_threw: TypeError: boom',
          nextAttemptAt: new Date(now.getTime() + 500),
        },
      },
    ]);
  });

  it('records an adapter that throws later the same way, and dead-letters it past the horizon', async () => {
    const { settle, failed } = settlerWith(() =>
      okAsync(undefined).andThen(() => {
        throw new RangeError('Invalid time value');
      }),
    );
    const old = { ...message, createdAt: new Date(now.getTime() - 73 * 3_600_000) };
    expect((await settle(old)).entry.outcome).toBe('dead');
    expect(failed[0]?.failure).toEqual({
      error: 'outbox.delivery_threw: RangeError: Invalid time value',
      dead: true,
    });
  });

  it('keeps no e-mail address or phone number the error quoted', async () => {
    const { settle, failed } = settlerWith(() => {
      throw new Error('no column for nino@example.ge (+995 555 12 34 56)');
    });
    await settle(message);
    expect(failed[0]?.failure.error).toBe(
      'outbox.delivery_threw: Error: no column for [e-mail] ([phone])',
    );
  });
});
