import { describe, expect, it } from 'vitest';
import { isFinalOrderStatus, isOrderStatus, ORDER_STATUSES } from './order-status';

describe('order status vocabulary', () => {
  it('recognises exactly the six provider statuses', () => {
    for (const status of ORDER_STATUSES) expect(isOrderStatus(status)).toBe(true);
    expect(isOrderStatus('cancelled')).toBe(false);
    expect(isOrderStatus('APPROVED')).toBe(false);
    expect(isOrderStatus(undefined)).toBe(false);
  });

  it('treats created and processing as not final', () => {
    expect(ORDER_STATUSES.filter((status) => !isFinalOrderStatus(status))).toEqual([
      'created',
      'processing',
    ]);
  });
});
