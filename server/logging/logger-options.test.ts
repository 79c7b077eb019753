import { describe, expect, it } from 'vitest';
import { loggablePath } from './logger-options';

describe('loggablePath', () => {
  it('drops the query string', () => {
    expect(loggablePath('/ka/payment-success?order_id=abc&email=a@b.ge')).toBe(
      '/ka/payment-success',
    );
  });

  it('masks the bearer token of the thank-you lookup', () => {
    expect(loggablePath('/api/payment/customer/Zx81kq_secret')).toBe(
      '/api/payment/customer/[redacted]',
    );
  });

  it('keeps ordinary paths', () => {
    expect(loggablePath('/en/refund-policy')).toBe('/en/refund-policy');
    expect(loggablePath('/')).toBe('/');
  });
});
