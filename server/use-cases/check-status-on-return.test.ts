import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { domainError } from '../../core/errors/domain-error';
import type { PaymentOrderSnapshot } from '../../core/order/payment-order-snapshot';
import type { RegistrationRecord } from '../../core/ports/order-store';
import type { PaymentGatewayError } from '../../core/ports/payment-gateway';
import type { SnapshotOutcome } from './apply-payment-snapshot';
import { createReturnStatusCheck } from './check-status-on-return';

const approved: PaymentOrderSnapshot = {
  orderId: 'tc-1',
  status: 'approved',
  amount: 250_000,
  currency: 'GEL',
  paymentId: '7',
};
const order = (status: RegistrationRecord['status'], merchantOrderId = 'tc-1') =>
  ({ status, merchantOrderId }) as RegistrationRecord;

function setUp(answer: () => ResultAsync<PaymentOrderSnapshot, PaymentGatewayError>) {
  let now = Date.parse('2026-11-23T10:00:00Z');
  const asked: string[] = [];
  const applied: PaymentOrderSnapshot[] = [];
  const results: { orderId: string; outcome: string }[] = [];
  const check = createReturnStatusCheck({
    clock: { now: () => new Date(now) },
    gateway: {
      fetchOrderStatus: (orderId) => {
        asked.push(orderId);
        return answer();
      },
    },
    apply: async (snapshot): Promise<SnapshotOutcome> => {
      applied.push(snapshot);
      return { kind: 'moved', purchased: true };
    },
    timeoutMs: 50,
    intervalMs: 30_000,
    maxTracked: 2,
    onResult: (entry) => results.push(entry),
  });
  return { check, asked, applied, results, advance: (ms: number) => (now += ms) };
}

describe('the return status check', () => {
  it('feeds the provider’s answer through apply, at most once per order per interval', async () => {
    const { check, asked, applied, results, advance } = setUp(() => okAsync(approved));
    await check(order('payment_initiated'));
    await check(order('payment_initiated'));
    expect(asked).toEqual(['tc-1']);
    expect(applied).toEqual([approved]);
    expect(results).toEqual([{ orderId: 'tc-1', outcome: 'moved' }]);
    advance(30_000);
    await check(order('payment_initiated'));
    expect(asked).toEqual(['tc-1', 'tc-1']);
  });

  it('never asks about an order that no longer awaits its payment', async () => {
    const { check, asked } = setUp(() => okAsync(approved));
    for (const status of ['payment_completed', 'completed', 'cancelled', 'failed'] as const) {
      await check(order(status));
    }
    expect(asked).toEqual([]);
  });

  it('gives up after the timeout and ignores provider failures', async () => {
    const never = new Promise<never>(() => undefined);
    const slow = setUp(() => new ResultAsync(never));
    const started = Date.now();
    await slow.check(order('pending'));
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(slow.results).toEqual([{ orderId: 'tc-1', outcome: 'timeout' }]);

    const down = setUp(() => errAsync(domainError('payment_gateway.unavailable')));
    await down.check(order('pending'));
    expect(down.applied).toEqual([]);
    expect(down.results).toEqual([{ orderId: 'tc-1', outcome: 'payment_gateway.unavailable' }]);
  });

  it('forgets the oldest order past its memory bound, so memory stays bounded', async () => {
    const { check, asked } = setUp(() => okAsync(approved));
    for (const id of ['tc-a', 'tc-b', 'tc-c', 'tc-a']) await check(order('pending', id));
    expect(asked).toEqual(['tc-a', 'tc-b', 'tc-c', 'tc-a']);
  });
});
