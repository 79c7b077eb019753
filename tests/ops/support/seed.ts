import type { LeadRecord } from '../../../core/ports/lead-store';
import type { RegistrationRecord } from '../../../core/ports/order-store';
import type { NewOutboxMessage } from '../../../core/ports/outbox-store';
import type { RegistrationStore } from '../../../core/ports/registration-store';

/** A lead created at `createdAt`, overridable field by field. */
export function lead(
  id: string,
  createdAt: string,
  overrides: Partial<LeadRecord> = {},
): LeadRecord {
  return {
    id,
    fullName: 'ნინო ბერიძე',
    email: `${id}@example.ge`,
    phone: '+995555123456',
    linkedIn: null,
    city: 'თბილისი',
    source: 'hero_registration_form',
    utm: { source: 'facebook', medium: 'cpc', campaign: 'autumn' },
    marketingOptIn: false,
    createdAt: new Date(createdAt),
    ...overrides,
  };
}

/** Stores the leads in one transaction. */
export function seedLeads(store: RegistrationStore, leads: readonly LeadRecord[]): Promise<void> {
  return store.transaction(async (tx) => {
    for (const one of leads) await tx.insertLead(one);
  });
}

/** An order of customer `cus-<id>` (e-mail `<id>@example.ge`), created at `createdAt`, overridable field by field. */
export function order(
  id: string,
  createdAt: string,
  overrides: Partial<RegistrationRecord> = {},
): RegistrationRecord {
  const at = new Date(createdAt);
  return {
    id,
    customerId: `cus-${id}`,
    contact: {
      firstName: 'ნინო',
      lastName: 'ბერიძე',
      email: `${id}@example.ge`,
      phone: '+995577112233',
      city: null,
      linkedIn: null,
    },
    priceTetri: 250_000,
    currency: 'GEL',
    status: 'pending',
    source: 'checkout',
    utm: { source: 'instagram', campaign: 'webinar' },
    publicToken: `tok-${id}`,
    merchantOrderId: `order-${id}`,
    transactionId: null,
    paymentTimestamp: null,
    createdAt: at,
    updatedAt: at,
    completedAt: null,
    cancelledAt: null,
    paymentStatus: null,
    language: 'ka',
    cohortNumber: 4,
    overbookedAt: null,
    statusCheckedAt: null,
    statusCheckDueAt: new Date(at.getTime() + 10 * 60_000),
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

/** An order to seed and the buyer named at its checkout; e-mail and phone default to the order's. */
interface SeededOrder {
  readonly order: RegistrationRecord;
  readonly firstName: string;
  readonly lastName: string;
  readonly email?: string;
  readonly phone?: string;
}

/**
 * Stores each order as a checkout does: the e-mail's customer is found or created, and the order
 * keeps the details entered for it (orders sharing an e-mail share one customer).
 */
export function seedOrders(
  store: RegistrationStore,
  orders: readonly SeededOrder[],
): Promise<void> {
  return store.transaction(async (tx) => {
    for (const { order: o, firstName, lastName, email, phone } of orders) {
      const contact = {
        ...o.contact,
        firstName,
        lastName,
        email: email ?? o.contact.email,
        phone: phone ?? o.contact.phone,
      };
      const customer = await tx.findOrCreateCustomerByEmail({
        ...contact,
        id: o.customerId,
        at: o.createdAt,
      });
      await tx.insertRegistration({ ...o, customerId: customer.id, contact });
    }
  });
}

/** A sheet row for lead `id`, created at `createdAt`, carrying personal data in its payload. */
export function sheetMessage(id: string, createdAt: string, kind = 'sheet.lead'): NewOutboxMessage {
  return {
    id,
    kind,
    payload: { fullName: 'ნინო ბერიძე', phone: '+995555123456', email: 'nino@example.ge' },
    idempotencyKey: `${kind}:${id}`,
    createdAt: new Date(createdAt),
  };
}
