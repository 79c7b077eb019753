import { describe, expect, it } from 'vitest';
import { isChromelessPath } from './is-chromeless-path';

describe('isChromelessPath', () => {
  it.each([
    '/ka/checkout',
    '/en/checkout/',
    '/checkout',
    '/en/payment-success',
    '/payment-success',
  ])('is true for %s', (path) => {
    expect(isChromelessPath(path)).toBe(true);
  });

  it.each(['/ka', '/', '/en/webinar', '/ka/refund-policy', '/en/checkout-guide'])(
    'is false for %s',
    (path) => {
      expect(isChromelessPath(path)).toBe(false);
    },
  );
});
