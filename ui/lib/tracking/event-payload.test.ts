import { describe, expect, it } from 'vitest';
import { sanitizeEventData } from './event-payload';

describe('sanitizeEventData', () => {
  it('drops the contact fields of the spec lead event but keeps its source', () => {
    expect(
      sanitizeEventData({
        source: 'hero_registration_form',
        fullName: 'ნინო ბერიძე',
        email: 'nino@example.ge',
        phone: '+995555123456',
        linkedin: 'https://www.linkedin.com/in/nino',
        phone_number: '555123456',
      }),
    ).toEqual({ source: 'hero_registration_form' });
  });

  it('drops e-mail- and phone-shaped values under any key', () => {
    expect(
      sanitizeEventData({ label: 'a.b@c.ge', contact: '+995 555 12 34 56', other: '555-12-34-56' }),
    ).toEqual({});
  });

  it('keeps order ids, numbers and booleans; drops objects and non-finite numbers', () => {
    expect(
      sanitizeEventData({
        transaction_id: 'course-1730000000000',
        value: 2700,
        ok: true,
        nested: { email: 'x@y.ge' },
        bad: Number.NaN,
        none: null,
      }),
    ).toEqual({ transaction_id: 'course-1730000000000', value: 2700, ok: true, none: null });
  });

  it('removes bearer tokens from URL values', () => {
    expect(
      sanitizeEventData({ page: 'https://site.ge/ka/payment-success?token=s3cret&utm_source=fb' }),
    ).toEqual({ page: 'https://site.ge/ka/payment-success?utm_source=fb' });
  });

  it('returns an empty payload for no data', () => {
    expect(sanitizeEventData(undefined)).toEqual({});
  });
});
