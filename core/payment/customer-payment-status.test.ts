import { describe, expect, it } from 'vitest';
import { customerPaymentStatus } from './customer-payment-status';

const createdAt = new Date('2026-11-24T10:00:00Z');
const within = new Date('2026-11-24T10:29:00Z');
const after = new Date('2026-11-24T10:30:00Z');

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
    expect(
      customerPaymentStatus({ status, paymentStatus, createdAt, holdCountsFrom: null }, within),
    ).toBe(expected);
  });

  it('says expired once the seat hold of an order nobody started paying has run out', () => {
    for (const status of ['pending', 'payment_initiated'] as const) {
      for (const paymentStatus of [null, 'created'] as const) {
        const order = { status, paymentStatus, createdAt, holdCountsFrom: null };
        expect(customerPaymentStatus(order, within)).toBe('pending');
        expect(customerPaymentStatus(order, after)).toBe('expired');
      }
    }
  });

  it('keeps an order waiting on the bank pending until its extended hold runs out', () => {
    const order = {
      status: 'payment_initiated' as const,
      paymentStatus: 'created' as const,
      createdAt,
      // Held for two days: counted from 47.5 hours after its creation.
      holdCountsFrom: new Date('2026-11-26T09:30:00Z'),
    };
    expect(customerPaymentStatus(order, after)).toBe('pending');
    expect(customerPaymentStatus(order, new Date('2026-11-26T09:59:59Z'))).toBe('pending');
    expect(customerPaymentStatus(order, new Date('2026-11-26T10:00:00Z'))).toBe('expired');
  });

  it('keeps a payment in progress, and every final answer, past the hold', () => {
    const at = (status: 'payment_initiated' | 'completed', paymentStatus: 'processing' | null) =>
      customerPaymentStatus({ status, paymentStatus, createdAt, holdCountsFrom: null }, after);
    expect(at('payment_initiated', 'processing')).toBe('pending');
    expect(at('completed', null)).toBe('approved');
  });
});
