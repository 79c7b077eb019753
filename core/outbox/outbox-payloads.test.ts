import { describe, expect, it } from 'vitest';
import {
  OUTBOX_KINDS,
  type OutboxKind,
  type OutboxPayloads,
  parseOutboxPayload,
} from './outbox-kinds';

const utm = { source: 'facebook', campaign: 'fall' };
const sms = { to: '+995555123456', language: 'ka', firstName: 'ნინო' } as const;
const email = { to: 'nino@example.ge', language: 'ka', firstName: 'ნინო' } as const;
const session = { startsAt: '2026-12-02T16:00:00.000Z', dueAt: '2026-12-01T16:00:00.000Z' };
const conversion = {
  event: {
    type: 'Purchase',
    value: 2500,
    currency: 'GEL',
    transactionId: 't-1',
    eventId: 'tc-1',
    userData: { email: 'nino@example.ge', phone: '+995555123456', firstName: 'ნინო' },
  },
  occurredAt: '2026-11-23T10:00:00.000Z',
  sourceUrl: 'https://techcareer.ge/ka/payment/result',
} as const;
const cohort = { number: 4, startsAt: '2027-03-01T15:00:00.000Z' };

/** One full payload per kind, every optional key set: a new kind does not compile without one. */
const SAMPLES: { readonly [K in OutboxKind]: OutboxPayloads[K] } = {
  'sheet.lead': {
    kind: 'lead',
    fullName: 'ნინო ბერიძე',
    email: 'nino@example.ge',
    phoneNumber: '+995555123456',
    city: 'Tbilisi',
    linkedin: 'https://www.linkedin.com/in/nino',
    source: 'hero_registration_form',
    timestamp: '2025-10-01T10:00:00.000Z',
    utm,
    marketingOptIn: true,
    webinarSession: '2026-12-02 20:00',
  },
  'sheet.customer': {
    kind: 'customer',
    firstName: 'ნინო',
    lastName: 'ბერიძე',
    email: 'nino@example.ge',
    phoneNumber: '+995555123456',
    city: 'Tbilisi',
    linkedIn: 'https://www.linkedin.com/in/nino',
    transactionId: 't-1',
    amount: 225_000,
    promoCode: 'PARTNER10',
    promoDiscount: 25_000,
    source: 'checkout',
    timestamp: '2026-11-23T10:00:00.000Z',
    utm,
    marketingOptIn: true,
    expressStart: true,
  },
  'sheet.refund': {
    kind: 'refund',
    firstName: 'ნინო',
    lastName: 'ბერიძე',
    email: 'nino@example.ge',
    phoneNumber: '+995555123456',
    transactionId: 't-1',
    amount: 50_000,
    refundedTotal: 50_000,
    orderStatus: 'partially_refunded',
    origin: 'console',
    source: 'checkout',
    timestamp: '2026-11-30T10:00:00.000Z',
    utm,
  },
  'sms.webinar_confirmation': { ...sms, startsAt: session.startsAt },
  'sms.purchase_confirmation': { ...sms, accessOpensAt: '2026-12-08T10:00:00.000Z' },
  'sms.webinar_reminder_day': { ...sms, ...session },
  'sms.webinar_reminder_hour': { ...sms, ...session },
  'sms.webinar_scheduled': { ...sms, ...session },
  'sms.refund_receipt': { ...sms, amountTetri: 50_000 },
  'sms.waitlist_offer': {
    to: sms.to,
    language: 'en',
    url: 'https://techcareer.ge/o/abc',
    expiresAt: '2027-02-20T16:00:00.000Z',
    cohortNumber: 4,
  },
  'conversion.purchase': conversion,
  'conversion.initiate_checkout': {
    ...conversion,
    event: { ...conversion.event, type: 'InitiateCheckout' },
  },
  'email.order_receipt': {
    ...email,
    orderId: 'tc-1',
    amountTetri: 225_000,
    promo: { code: 'PARTNER10', discountTetri: 25_000 },
    paidAt: '2026-11-24T19:30:00.000Z',
    cohort,
    expressStartRequestedAt: '2026-11-24T19:29:00.000Z',
    maskedCard: '444455XXXXXX1111',
    paymentMethod: 'instalment',
  },
  'email.webinar_confirmation': {
    ...email,
    registrationId: 'lead-1',
    session: { startsAt: session.startsAt, durationMinutes: 90, title: 'ვებინარი' },
  },
  'email.webinar_reminder_day': { ...email, ...session, title: 'ვებინარი' },
  'email.webinar_reminder_hour': { ...email, ...session, title: 'ვებინარი' },
  'email.refund_receipt': {
    ...email,
    orderId: 'tc-1',
    refundId: 'refund-1',
    amountTetri: 50_000,
    refundedTotalTetri: 50_000,
    paidTetri: 225_000,
    refundedAt: '2026-11-30T10:00:00.000Z',
    cohortNumber: 4,
  },
  'email.waitlist_offer': {
    ...email,
    offerId: 'offer-1',
    url: 'https://techcareer.ge/o/abc',
    expiresAt: '2027-02-20T16:00:00.000Z',
    cohort,
  },
  'email.company_invoice': {
    to: 'billing@example.ge',
    language: 'en',
    invoice: {
      number: 'TC-2026-0001',
      language: 'en',
      cohortNumber: 4,
      company: { name: 'Example LLC', code: '404404404', address: null },
      contact: { name: 'Nino Beridze', email: 'billing@example.ge', phone: '+995555123456' },
      unitPriceTetri: 250_000,
      seats: 2,
      issuedAt: '2026-11-20T10:00:00.000Z',
      dueAt: '2026-11-27T10:00:00.000Z',
    },
    pdfUrl: 'https://techcareer.ge/invoices/abc.pdf',
  },
};

describe('outbox payloads', () => {
  it.each(OUTBOX_KINDS)('%s round-trips through its schema as stored JSON', (kind) => {
    const stored: unknown = JSON.parse(JSON.stringify(SAMPLES[kind]));
    expect(parseOutboxPayload(kind, stored)).toEqual(SAMPLES[kind]);
  });

  it('lists every kind once', () => {
    expect(new Set(OUTBOX_KINDS).size).toBe(OUTBOX_KINDS.length);
    expect([...OUTBOX_KINDS].sort()).toEqual(Object.keys(SAMPLES).sort());
  });

  it('reads an optional key held as undefined as absent, at any depth', () => {
    const { firstName: _, ...withoutName } = SAMPLES['email.order_receipt'];
    const held = { ...withoutName, firstName: undefined, promo: undefined, cohort };
    const { promo: __, ...expected } = withoutName;
    expect(parseOutboxPayload('email.order_receipt', held)).toEqual(expected);
    const lead = { ...SAMPLES['sheet.lead'], utm: { source: 'facebook', term: undefined } };
    expect(parseOutboxPayload('sheet.lead', lead)).toEqual({
      ...SAMPLES['sheet.lead'],
      utm: { source: 'facebook' },
    });
  });
});
