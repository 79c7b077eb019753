import type { LeadRecord } from '../../core/ports/lead-store';
import type { CustomerInput, OrderContact, RegistrationRecord } from '../../core/ports/order-store';
import type { NewOutboxMessage } from '../../core/ports/outbox-store';
import type { UtmData } from '../../core/registration/utm-data';

const BASE = Date.parse('2025-10-01T09:00:00.000Z');

/** A fixed instant `minutes` after the suite's epoch (tests never read the system clock). */
export function minutesLater(minutes: number): Date {
  return new Date(BASE + minutes * 60_000);
}

/** Campaign tags with every field set. */
export const FULL_UTM: UtmData = {
  source: 'facebook',
  medium: 'cpc',
  campaign: 'autumn-cohort',
  content: 'video-ad',
  term: 'qa კურსი',
};

/** Campaign tags of a direct visit. */
export const NO_UTM: UtmData = {};

/** Only some tags, as a link tagged by hand often has. */
export const SOME_UTM: UtmData = { source: 'instagram', campaign: 'webinar' };

/** A checkout contact, overridable field by field. */
export function aCustomer(overrides: Partial<CustomerInput> = {}): CustomerInput {
  return {
    id: 'cus-1',
    firstName: 'ნინო',
    lastName: 'ბერიძე',
    email: 'nino@example.ge',
    phone: '+995555123456',
    city: 'თბილისი',
    linkedIn: 'https://www.linkedin.com/in/nino-beridze',
    at: minutesLater(0),
    ...overrides,
  };
}

/** A webinar lead, overridable field by field. */
export function aLead(overrides: Partial<LeadRecord> = {}): LeadRecord {
  return {
    id: 'lead-1',
    fullName: 'გიორგი მამულაშვილი',
    email: 'giorgi@example.ge',
    phone: '+995599000111',
    linkedIn: null,
    city: null,
    source: 'hero_registration_form',
    utm: FULL_UTM,
    marketingOptIn: false,
    createdAt: minutesLater(1),
    ...overrides,
  };
}

/** The contact details of `aCustomer()` as an order keeps them. */
export function aContact(overrides: Partial<OrderContact> = {}): OrderContact {
  const { id, at, ...contact } = aCustomer();
  return { ...contact, ...overrides };
}

/** A pending course order of customer `cus-1`, overridable field by field. */
export function aRegistration(overrides: Partial<RegistrationRecord> = {}): RegistrationRecord {
  return {
    id: 'reg-1',
    customerId: 'cus-1',
    contact: aContact(),
    priceTetri: 149_900,
    currency: 'GEL',
    status: 'pending',
    source: 'checkout',
    utm: SOME_UTM,
    publicToken: 'tok-AAAAAAAAAAAAAAAAAAAAAA',
    merchantOrderId: 'order-1',
    transactionId: null,
    paymentTimestamp: null,
    createdAt: minutesLater(2),
    updatedAt: minutesLater(2),
    completedAt: null,
    cancelledAt: null,
    paymentStatus: null,
    language: 'ka',
    cohortNumber: 4,
    overbookedAt: null,
    statusCheckedAt: null,
    statusCheckDueAt: minutesLater(12),
    marketingOptIn: false,
    expressStartRequestedAt: null,
    advertisingConsent: false,
    refundedTetri: 0,
    refundedAt: null,
    holdAddressKey: null,
    paymentMethod: 'card',
    holdCountsFrom: null,
    promo: null,
    ...overrides,
  };
}

/** An outbox message due at its creation time, overridable field by field. */
export function aMessage(overrides: Partial<NewOutboxMessage> = {}): NewOutboxMessage {
  return {
    id: 'msg-1',
    kind: 'sheet.lead',
    payload: { fullName: 'გიორგი', phone: '+995599000111', tags: ['a', 1, true, null] },
    idempotencyKey: 'sheet.lead:lead-1',
    createdAt: minutesLater(0),
    ...overrides,
  };
}

/** `count` distinct messages created one minute apart, all due at creation. */
export function manyMessages(count: number): NewOutboxMessage[] {
  return Array.from({ length: count }, (_, index) =>
    aMessage({
      id: `msg-${index + 1}`,
      idempotencyKey: `key-${index + 1}`,
      createdAt: minutesLater(index),
    }),
  );
}
