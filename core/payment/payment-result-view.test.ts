import { describe, expect, it } from 'vitest';
import { paymentResultView } from './payment-result-view';

describe('paymentResultView', () => {
  it.each([
    ['approved', 'success'],
    ['declined', 'failed'],
    ['expired', 'expired'],
    ['processing', 'failed'],
    ['something-else', 'failed'],
    ['cancelled', 'cancelled'],
    ['', 'unknown'],
    ['   ', 'unknown'],
  ] as const)('maps %j to %s', (status, view) => {
    expect(paymentResultView(status)).toBe(view);
  });

  it('is unknown when the status is missing', () => {
    expect(paymentResultView()).toBe('unknown');
    expect(paymentResultView(null)).toBe('unknown');
  });
});
