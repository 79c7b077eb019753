import { describe, expect, it } from 'vitest';
import { isDeliverableKind, parseOutboxPayload, retriesSinceOf } from './outbox-kinds';

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

  it('reads the e-mail payloads back and refuses a card number that is not masked', () => {
    const receipt = {
      to: 'nino@example.ge',
      language: 'ka',
      orderId: 'tc-1',
      amountTetri: 250_000,
      paidAt: '2026-11-24T19:30:00.000Z',
      cohort: { number: 4, startsAt: '2027-03-01T15:00:00.000Z' },
      maskedCard: '444455XXXXXX1111',
    };
    expect(parseOutboxPayload('email.order_receipt', receipt)).toEqual(receipt);
    expect(
      parseOutboxPayload('email.order_receipt', { ...receipt, maskedCard: '4444555511116666' }),
    ).toBeNull();
    expect(parseOutboxPayload('email.order_receipt', { ...receipt, amountTetri: 2.5 })).toBeNull();
    const withPromo = { ...receipt, promo: { code: 'PARTNER10', discountTetri: 25_000 } };
    expect(parseOutboxPayload('email.order_receipt', withPromo)).toEqual(withPromo);
    expect(
      parseOutboxPayload('email.order_receipt', {
        ...receipt,
        promo: { code: 'PARTNER10', discountTetri: -1 },
      }),
    ).toBeNull();
  });

  it('takes only a web address as the offer link', () => {
    const offer = {
      to: '+995555123456',
      language: 'en',
      url: 'https://techcareer.ge/o/abc',
      expiresAt: '2027-02-20T16:00:00.000Z',
      cohortNumber: 4,
    };
    expect(parseOutboxPayload('sms.waitlist_offer', offer)).toEqual(offer);
    expect(
      parseOutboxPayload('sms.waitlist_offer', { ...offer, url: 'javascript:alert(1)' }),
    ).toBeNull();
  });

  it('counts the retries of an e-mail reminder from when it came due', () => {
    const createdAt = new Date('2026-11-24T08:00:00Z');
    const reminder = {
      kind: 'email.webinar_reminder_day',
      payload: {
        to: 'nino@example.ge',
        language: 'ka',
        startsAt: '2026-12-02T16:00:00.000Z',
        dueAt: '2026-12-01T16:00:00.000Z',
        title: 'ვებინარი',
      },
      createdAt,
      requeuedAt: null,
    };
    expect(retriesSinceOf(reminder)).toEqual(new Date('2026-12-01T16:00:00Z'));
    expect(retriesSinceOf({ ...reminder, kind: 'email.webinar_confirmation' })).toEqual(createdAt);
  });
});
