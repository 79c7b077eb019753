import { describe, expect, expectTypeOf, it } from 'vitest';
import { isOrderStatus, type OrderStatus } from './order-status';

/** The provider's six statuses, spelled out here so the test states the vocabulary itself. */
const ORDER_STATUSES = [
  'created',
  'processing',
  'declined',
  'approved',
  'expired',
  'reversed',
] as const satisfies readonly OrderStatus[];

describe('order status vocabulary', () => {
  it('lists every status of the type, and only those (checked by tsc)', () => {
    expectTypeOf<(typeof ORDER_STATUSES)[number]>().toEqualTypeOf<OrderStatus>();
  });

  it('recognises exactly the six provider statuses', () => {
    for (const status of ORDER_STATUSES) expect(isOrderStatus(status)).toBe(true);
    expect(isOrderStatus('cancelled')).toBe(false);
    expect(isOrderStatus('APPROVED')).toBe(false);
    expect(isOrderStatus(' approved')).toBe(false);
    expect(isOrderStatus(undefined)).toBe(false);
    expect(isOrderStatus(null)).toBe(false);
    expect(isOrderStatus(1)).toBe(false);
  });
});
