import { describe, expect, it } from 'vitest';
import { loggableError, loggablePath } from './logger-options';

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

describe('loggableError', () => {
  it('keeps the class, code, message and stack, and drops fields that carry row values or raw bytes', () => {
    const driverError = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (email)=(canary.err@example.ge) already exists.',
      rawPacket: Buffer.from('POST /api/leads {"email":"canary.err@example.ge"}'),
    });
    const logged = loggableError(driverError);
    expect(logged).toEqual({
      type: 'Error',
      code: '23505',
      message: 'duplicate key value violates unique constraint',
      stack: driverError.stack,
    });
    expect(JSON.stringify(logged)).not.toContain('canary.err');
  });

  it('logs only the type of a thrown non-error', () => {
    expect(loggableError('canary.err@example.ge')).toEqual({
      type: 'string',
      message: '',
      stack: '',
    });
  });
});
