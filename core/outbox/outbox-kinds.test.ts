import { describe, expect, it } from 'vitest';
import { isDeliverableKind, parseOutboxPayload } from './outbox-kinds';

const row = {
  kind: 'lead',
  fullName: 'ნინო ბერიძე',
  email: 'nino@example.ge',
  phoneNumber: '+995555123456',
  city: 'Tbilisi',
  linkedin: 'https://www.linkedin.com/in/nino',
  source: 'hero_registration_form',
  timestamp: '2025-10-01T10:00:00.000Z',
  utm: { source: 'facebook', campaign: 'fall' },
  marketingOptIn: true,
};

describe('outbox kinds', () => {
  it('knows the kinds it can deliver', () => {
    expect(isDeliverableKind('sheet.lead')).toBe(true);
    expect(isDeliverableKind('sms.confirmation')).toBe(false);
    expect(isDeliverableKind('sms.webinar_confirmation')).toBe(true);
    expect(isDeliverableKind('conversion.purchase')).toBe(true);
    expect(isDeliverableKind('conversion.lead')).toBe(false);
    expect(isDeliverableKind('toString')).toBe(false);
  });

  it('reads a stored lead row back unchanged; one queued before the opt-in existed reads as no', () => {
    expect(parseOutboxPayload('sheet.lead', row)).toEqual(row);
    const { marketingOptIn: _, ...older } = row;
    expect(parseOutboxPayload('sheet.lead', older)).toEqual({ ...older, marketingOptIn: false });
  });

  it('reads an SMS payload and refuses an unknown language', () => {
    const sms = { to: '+995555123456', language: 'ka' };
    expect(parseOutboxPayload('sms.webinar_confirmation', sms)).toEqual(sms);
    expect(parseOutboxPayload('sms.webinar_confirmation', { ...sms, language: 'ru' })).toBeNull();
  });

  it('reads purchase payloads back and refuses a conversion in another currency', () => {
    const conversion = {
      event: {
        type: 'Purchase',
        value: 2500,
        currency: 'GEL',
        eventId: 'tc-1',
        transactionId: 't',
      },
      occurredAt: '2026-11-23T10:00:00.000Z',
    };
    expect(parseOutboxPayload('conversion.purchase', conversion)).toEqual(conversion);
    const usd = { ...conversion, event: { ...conversion.event, currency: 'USD' } };
    expect(parseOutboxPayload('conversion.purchase', usd)).toBeNull();
    const customer = {
      kind: 'customer',
      firstName: 'ნინო',
      lastName: 'ბერიძე',
      email: 'nino@example.ge',
      phoneNumber: '+995555123456',
      transactionId: 't',
      amount: 250_000,
      source: 'checkout',
      timestamp: '2026-11-23T10:00:00.000Z',
      utm: {},
    };
    expect(parseOutboxPayload('sheet.customer', customer)).toEqual({
      ...customer,
      marketingOptIn: false,
      expressStart: false,
    });
  });

  it('refuses a payload of the wrong shape', () => {
    expect(parseOutboxPayload('sheet.lead', { ...row, email: 5 })).toBeNull();
    expect(parseOutboxPayload('sheet.lead', null)).toBeNull();
  });
});
