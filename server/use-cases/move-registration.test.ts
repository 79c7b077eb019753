import { describe, expect, it } from 'vitest';
import type { StoreTransaction } from '../../core/ports/registration-store';
import { openRegistration } from '../../core/registration/open-registration';
import type { RegistrationStatus } from '../../core/registration/registration-status';
import { moveRegistration } from './move-registration';

type RegistrationUpdate = Parameters<StoreTransaction['updateRegistration']>[0];

const created = new Date('2026-11-23T10:00:00Z');
const at = new Date('2026-11-23T10:05:00Z');
const order = (status: RegistrationStatus) => ({ id: 'r1', ...openRegistration(created), status });

/** A transaction that records updates and answers whether the stored status still matched. */
function fakeTx(matches = true) {
  const updates: RegistrationUpdate[] = [];
  return {
    updates,
    tx: {
      updateRegistration: async (update: RegistrationUpdate) => {
        updates.push(update);
        return matches;
      },
    },
  };
}

describe('moveRegistration', () => {
  it('writes the machine’s move with the recorded fields, conditional on the status read', async () => {
    const { tx, updates } = fakeTx();
    const outcome = await moveRegistration(tx, order('payment_initiated'), {
      event: { type: 'payment.complete', transactionId: 'tx-1', at },
      record: { paymentStatus: 'approved' },
      at,
    });
    const changes = {
      paymentStatus: 'approved',
      status: 'payment_completed',
      transactionId: 'tx-1',
      paymentTimestamp: at,
    };
    expect(outcome).toEqual({ kind: 'moved', status: 'payment_completed', changes });
    expect(updates).toEqual([
      { id: 'r1', expectedStatus: 'payment_initiated', changes, updatedAt: at },
    ]);
  });

  it('keeps the status on a refusal but still records the provider status', async () => {
    const { tx, updates } = fakeTx();
    const outcome = await moveRegistration(tx, order('failed'), {
      event: { type: 'payment.complete', transactionId: 'tx-1', at },
      record: { paymentStatus: 'approved' },
      at,
    });
    expect(outcome).toEqual({ kind: 'unmoved', refusal: 'CANNOT_COMPLETE_PAYMENT' });
    expect(updates).toEqual([
      { id: 'r1', expectedStatus: 'failed', changes: { paymentStatus: 'approved' }, updatedAt: at },
    ]);
  });

  it('writes nothing for a refusal with nothing to record', async () => {
    const { tx, updates } = fakeTx();
    const outcome = await moveRegistration(tx, order('completed'), {
      event: { type: 'registration.fail', at },
      at,
    });
    expect(outcome).toEqual({ kind: 'unmoved', refusal: 'CANNOT_FAIL_COMPLETED' });
    expect(updates).toEqual([]);
  });

  it('reports a concurrent change as stale', async () => {
    const { tx } = fakeTx(false);
    const initiate = { event: { type: 'payment.initiate', at }, at } as const;
    expect(await moveRegistration(tx, order('pending'), initiate)).toEqual({ kind: 'stale' });
    const record = { record: { paymentStatus: 'processing' }, at } as const;
    expect(await moveRegistration(tx, order('pending'), record)).toEqual({ kind: 'stale' });
  });
});
