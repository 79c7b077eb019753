import { describe, expect, it } from 'vitest';
import { AWAITING_PAYMENT_STATUSES, isAwaitingPayment } from './awaiting-payment';

describe('isAwaitingPayment', () => {
  it('is true exactly where the lifecycle accepts a payment', () => {
    expect(AWAITING_PAYMENT_STATUSES).toEqual(['pending', 'payment_initiated']);
    expect(isAwaitingPayment('failed')).toBe(false);
    expect(isAwaitingPayment('payment_completed')).toBe(false);
  });
});
