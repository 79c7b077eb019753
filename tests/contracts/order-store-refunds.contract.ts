import { expect, it } from 'vitest';
import type { RefundRecord } from '../../core/ports/order-store';
import type { RegistrationStore } from '../../core/ports/registration-store';
import { aCustomer, aRegistration, minutesLater } from './registration-store-fixtures';

/** A requested console refund of `reg-1`, overridable field by field. */
function aRefund(overrides: Partial<RefundRecord> = {}): RefundRecord {
  return {
    id: 'ref-1',
    registrationId: 'reg-1',
    reverseId: 'order-1-r1',
    amountTetri: 50_000,
    status: 'requested',
    origin: 'console',
    reason: 'გადაიფიქრა',
    requestedAt: minutesLater(10),
    settledAt: null,
    ...overrides,
  };
}

/** Refunds: their rows, the order's refunded total and the seat they give back (docs/purchase.md "Refunds"). */
export function describeRefundContract(store: () => RegistrationStore): void {
  const paidOrder = (overrides: Parameters<typeof aRegistration>[0] = {}) =>
    store().transaction(async (tx) => {
      await tx.findOrCreateCustomerByEmail(aCustomer());
      await tx.insertRegistration(
        aRegistration({ status: 'payment_completed', transactionId: 'trx-1', ...overrides }),
      );
    });

  it('keeps refunds oldest first and settles a requested one once', async () => {
    await paidOrder();
    await store().transaction(async (tx) => {
      await tx.insertRefund(
        aRefund({ id: 'ref-2', reverseId: 'order-1-r2', requestedAt: minutesLater(20) }),
      );
      await tx.insertRefund(aRefund());
    });
    const settle = (status: 'approved' | 'declined') =>
      store().transaction((tx) =>
        tx.settleRefund({ id: 'ref-1', status, settledAt: minutesLater(11) }),
      );
    expect(await settle('approved')).toBe(true);
    expect(await settle('declined')).toBe(false);
    const refunds = await store().listRefunds('reg-1');
    expect(refunds.map((r) => [r.id, r.status])).toEqual([
      ['ref-1', 'approved'],
      ['ref-2', 'requested'],
    ]);
    expect(refunds[0]).toEqual(aRefund({ status: 'approved', settledAt: minutesLater(11) }));
    expect(await store().listRefunds('reg-unknown')).toEqual([]);
  });

  it('refuses a refund with a reverse id already used, or of an unknown order', async () => {
    await paidOrder();
    await store().transaction((tx) => tx.insertRefund(aRefund()));
    await expect(
      store().transaction((tx) => tx.insertRefund(aRefund({ id: 'ref-9' }))),
    ).rejects.toThrow();
    await expect(
      store().transaction((tx) =>
        tx.insertRefund(aRefund({ id: 'ref-8', reverseId: 'x-1', registrationId: 'reg-none' })),
      ),
    ).rejects.toThrow();
  });

  it('stores the refunded total and time, and a full refund frees the seat while a partial keeps it', async () => {
    await paidOrder();
    await store().transaction(async (tx) => {
      await tx.insertRegistration(
        aRegistration({
          id: 'reg-2',
          status: 'payment_completed',
          publicToken: 'tok-2',
          merchantOrderId: 'order-2',
          transactionId: 'trx-2',
        }),
      );
    });
    const refund = (id: string, status: 'refunded' | 'partially_refunded', tetri: number) =>
      store().transaction((tx) =>
        tx.updateRegistration({
          id,
          expectedStatus: 'payment_completed',
          changes: { status, refundedTetri: tetri, refundedAt: minutesLater(30) },
          updatedAt: minutesLater(30),
        }),
      );
    expect(await refund('reg-1', 'refunded', 149_900)).toBe(true);
    expect(await refund('reg-2', 'partially_refunded', 40_000)).toBe(true);
    expect(await store().findRegistrationById('reg-1')).toMatchObject({
      status: 'refunded',
      refundedTetri: 149_900,
      refundedAt: minutesLater(30),
    });
    const seats = await store().countCohortSeats(4, minutesLater(0));
    expect(seats).toMatchObject({ paid: 1, held: 0 });
  });

  it('records a second partial refund notice apart from the first: the running total differs', async () => {
    const notice = {
      merchantOrderId: 'order-1',
      paymentId: 'p1',
      orderStatus: 'approved',
      reversalTetri: 4_800,
      receivedAt: minutesLater(1),
    };
    const record = (e: typeof notice) => store().transaction((tx) => tx.recordPaymentEvent(e));
    expect(await record(notice)).toBe(true);
    expect(await record(notice)).toBe(false);
    expect(await record({ ...notice, reversalTetri: 9_600 })).toBe(true);
  });
}
