import { expect, it } from 'vitest';
import type { RegistrationRecord } from '../../core/ports/order-store';
import type { RegistrationStore } from '../../core/ports/registration-store';
import { AWAITING_PAYMENT_STATUSES } from '../../core/registration/awaiting-payment';
import { aCustomer, aRegistration, minutesLater } from './registration-store-fixtures';

/**
 * Reconciliation's status-check bookkeeping (docs/purchase.md "Reconciliation"), declared inside
 * `describeOrderStore`'s block: the claim is core's earliest-due-first rule with a lease.
 */
export function describeStatusCheckContract(store: () => RegistrationStore): void {
  const insert = (orders: readonly Partial<RegistrationRecord>[]) =>
    store().transaction(async (tx) => {
      await tx.findOrCreateCustomerByEmail(aCustomer());
      for (const [i, overrides] of orders.entries()) {
        await tx.insertRegistration(
          aRegistration({ publicToken: `tok-${i}`, merchantOrderId: `o-${i}`, ...overrides }),
        );
      }
    });
  const claim = (minutes: number, limit: number, leaseMinutes = minutes + 1) =>
    store().claimStatusChecks({
      statuses: AWAITING_PAYMENT_STATUSES,
      now: minutesLater(minutes),
      limit,
      leaseUntil: minutesLater(leaseMinutes),
    });
  const ids = (orders: readonly RegistrationRecord[]) => orders.map((o) => o.id).sort();

  it('claims due orders awaiting payment, earliest due first then by id, up to the limit', async () => {
    await insert([
      { id: 'reg-a', statusCheckDueAt: minutesLater(12) },
      { id: 'reg-c', statusCheckDueAt: minutesLater(11) },
      { id: 'reg-b', status: 'payment_initiated', statusCheckDueAt: minutesLater(11) },
      { id: 'reg-paid', status: 'completed', statusCheckDueAt: minutesLater(5) },
      { id: 'reg-later', statusCheckDueAt: minutesLater(30) },
    ]);
    const first = await claim(20, 2);
    expect(ids(first)).toEqual(['reg-b', 'reg-c']);
    // Each claimed order carries its lease as its due time, and nothing else changed.
    for (const order of first) {
      expect(order.statusCheckDueAt).toEqual(minutesLater(21));
      expect(order.statusCheckedAt).toBeNull();
      expect(order.updatedAt).toEqual(minutesLater(2));
    }
    expect(ids(await claim(20, 10))).toEqual(['reg-a']);
    expect(await claim(20, 10)).toEqual([]);
    // The leases run out together: all three are due again, the completed and the later one not.
    expect(ids(await claim(21, 10))).toEqual(['reg-a', 'reg-b', 'reg-c']);
  });

  it('claims nothing for no status or no budget', async () => {
    await insert([{ id: 'reg-a' }]);
    const now = minutesLater(60);
    const none = { now, leaseUntil: now };
    expect(await store().claimStatusChecks({ ...none, statuses: [], limit: 5 })).toEqual([]);
    expect(await store().claimStatusChecks({ ...none, statuses: ['pending'], limit: 0 })).toEqual(
      [],
    );
  });

  it('records a question: when it was asked and when the order is due next, nothing else', async () => {
    await insert([{ id: 'reg-a' }]);
    const before = await store().findRegistrationById('reg-a');
    await store().recordStatusCheck({
      id: 'reg-a',
      checkedAt: minutesLater(13),
      nextCheckAt: minutesLater(24),
    });
    expect(await store().findRegistrationById('reg-a')).toEqual({
      ...before,
      statusCheckedAt: minutesLater(13),
      statusCheckDueAt: minutesLater(24),
    });
    expect(await claim(23, 10)).toEqual([]);
    expect(ids(await claim(24, 10))).toEqual(['reg-a']);
    // An unknown id is no error: the order may be gone.
    await store().recordStatusCheck({
      id: 'nope',
      checkedAt: minutesLater(1),
      nextCheckAt: minutesLater(2),
    });
  });

  it('never hands one order to two concurrent claims', async () => {
    await insert(
      Array.from({ length: 12 }, (_, i) => ({
        id: `reg-${String(i).padStart(2, '0')}`,
        statusCheckDueAt: minutesLater(i),
      })),
    );
    const batches = await Promise.all(Array.from({ length: 4 }, () => claim(30, 4, 40)));
    const claimed = batches.flatMap(ids);
    expect(new Set(claimed).size).toBe(claimed.length);
    const rest = ids(await claim(30, 12, 40));
    expect([...claimed, ...rest].sort()).toHaveLength(12);
    expect(new Set([...claimed, ...rest]).size).toBe(12);
  });
}
