import { describe, expect, it } from 'vitest';
import { customerPaymentStatus } from './customer-payment-status';

describe('customerPaymentStatus', () => {
  it.each([
    ['payment_initiated', null, 'pending'],
    ['payment_initiated', 'processing', 'pending'],
    ['payment_completed', 'approved', 'approved'],
    ['failed', 'declined', 'declined'],
    ['failed', 'expired', 'expired'],
    ['cancelled', 'reversed', 'reversed'],
    ['cancelled', null, 'cancelled'],
    ['failed', null, 'declined'],
    ['completed', null, 'approved'],
  ] as const)('%s with provider status %s is %s', (status, paymentStatus, expected) => {
    expect(customerPaymentStatus({ status, paymentStatus })).toBe(expected);
  });
});
