import type { RefundRow, SheetRow } from '../../core/ports/lead-sink';

type LeadRow = Extract<SheetRow, { kind: 'lead' }>;
type CustomerRow = Extract<SheetRow, { kind: 'customer' }>;

/** A webinar lead's spreadsheet row, as the outbox would hand it to a sink (docs/messaging.md "Spreadsheet rows"). */
export function aLeadRow(overrides: Partial<LeadRow> = {}): LeadRow {
  return {
    kind: 'lead',
    fullName: 'ნინო ბერიძე',
    email: 'nino@example.ge',
    phoneNumber: '+995555123456',
    city: 'Tbilisi',
    linkedin: 'https://www.linkedin.com/in/nino-beridze',
    source: 'hero_registration_form',
    timestamp: '2026-09-12T08:00:00.000Z',
    utm: { source: 'facebook', campaign: 'cohort-4' },
    marketingOptIn: false,
    ...overrides,
  };
}

/** A paying customer row (the purchase funnel sends these through the same sink). */
export function aCustomerRow(overrides: Partial<CustomerRow> = {}): CustomerRow {
  return {
    kind: 'customer',
    firstName: 'გიორგი',
    lastName: 'კაპანაძე',
    email: 'giorgi@example.ge',
    phoneNumber: '+995577123456',
    transactionId: 'tx-1001',
    amount: 270_000,
    source: 'checkout',
    timestamp: '2026-09-12T09:00:00.000Z',
    utm: {},
    marketingOptIn: false,
    expressStart: false,
    ...overrides,
  };
}

/** A refund row: money that went back for a paying customer's order. */
export function aRefundRow(overrides: Partial<RefundRow> = {}): RefundRow {
  return {
    kind: 'refund',
    firstName: 'გიორგი',
    lastName: 'კაპანაძე',
    email: 'giorgi@example.ge',
    phoneNumber: '+995577123456',
    transactionId: 'tx-1001',
    amount: 50_000,
    refundedTotal: 50_000,
    orderStatus: 'partially_refunded',
    origin: 'console',
    source: 'checkout',
    timestamp: '2026-10-02T09:00:00.000Z',
    utm: {},
    ...overrides,
  };
}
