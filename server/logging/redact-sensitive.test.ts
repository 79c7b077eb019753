import { describe, expect, it } from 'vitest';
import { redactSensitive } from './redact-sensitive';

describe('redactSensitive', () => {
  it('replaces sensitive keys at the top level and one level down', () => {
    const logged = redactSensitive({
      email: 'nino@example.ge',
      customer: { fullName: 'Nino Beridze', phone: '+995555123456', city: 'Tbilisi' },
      kind: 'sheet.lead',
    });
    expect(logged).toEqual({
      email: '[redacted]',
      customer: { fullName: '[redacted]', phone: '[redacted]', city: 'Tbilisi' },
      kind: 'sheet.lead',
    });
  });

  it('never changes the caller’s objects, and returns them as they are when nothing is sensitive', () => {
    const customer = { email: 'nino@example.ge' };
    const logged = { customer, outcome: 'delivered' };
    expect(redactSensitive(logged).customer).toEqual({ email: '[redacted]' });
    expect(customer.email).toBe('nino@example.ge');
    const harmless = { outbox: { id: 'm1', kind: 'sms.webinar_confirmation' }, attempts: 2 };
    expect(redactSensitive(harmless)).toBe(harmless);
  });

  it('leaves errors to the error serializer and byte arrays alone', () => {
    const error = Object.assign(new Error('boom'), { email: 'nino@example.ge' });
    const bytes = Buffer.from('raw');
    const logged = redactSensitive({ err: error, bytes });
    expect(logged.err).toBe(error);
    expect(logged.bytes).toBe(bytes);
  });
});
