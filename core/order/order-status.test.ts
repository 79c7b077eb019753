import { describe, expect, expectTypeOf, it } from 'vitest';
import { ORDER_STATUSES } from '../../tests/support/order-statuses';
import { isOrderStatus, type OrderStatus } from './order-status';

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
