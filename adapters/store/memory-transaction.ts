import type { RegistrationRecord } from '../../core/ports/order-store';
import type { StoreTransaction } from '../../core/ports/registration-store';
import { memoryInvoices } from './memory-invoices';
import { findIn, holdsSeat, isPaidOrder, type MemoryTables, memoryReader } from './memory-tables';

// The same constraints the SQL schema enforces (migrations/001-initial.ts), so the in-memory twin
// fails where the databases fail.
function violation(constraint: string): never {
  throw new Error(`Unique or foreign key constraint failed: ${constraint}`);
}

function checkNewRegistration(tables: MemoryTables, r: RegistrationRecord): void {
  if (tables.registrations.has(r.id)) violation('registrations.id');
  if (!tables.customers.has(r.customerId)) violation('registrations.customer_id');
  if (!Number.isSafeInteger(r.priceTetri) || r.priceTetri < 0) violation('price_tetri >= 0');
  if (r.cohortNumber !== null && r.cohortNumber <= 0) violation('cohort_number > 0');
  const values = [...tables.registrations.values()];
  if (values.some((x) => x.publicToken === r.publicToken)) violation('public_token');
  if (values.some((x) => x.merchantOrderId === r.merchantOrderId)) violation('merchant_order_id');
}

/** The writes of one unit of work over a private copy of the tables (`tables`). */
export function memoryTransaction(tables: MemoryTables, isActive: () => boolean): StoreTransaction {
  const live = () => {
    if (!isActive()) throw new Error('Store transaction used after it ended');
    return tables;
  };
  return {
    ...memoryReader(live),
    ...memoryInvoices(live),
    // An existing e-mail's customer is never changed (sql-transaction.ts, the same rule).
    async findOrCreateCustomerByEmail({ at, ...input }) {
      const email = input.email.toLowerCase();
      const existing = findIn(live().customers, (c) => c.email === email);
      if (existing !== undefined) return structuredClone(existing);
      if (tables.customers.has(input.id)) violation('customers.id');
      const record = { ...input, email, createdAt: at, updatedAt: at };
      tables.customers.set(record.id, record);
      return structuredClone(record);
    },
    async insertLead(lead) {
      if (live().leads.has(lead.id)) violation('leads.id');
      tables.leads.set(lead.id, structuredClone({ ...lead, email: lead.email.toLowerCase() }));
    },
    async insertRegistration(registration) {
      checkNewRegistration(live(), registration);
      const email = registration.contact.email.toLowerCase();
      const stored = { ...registration, contact: { ...registration.contact, email } };
      tables.registrations.set(registration.id, structuredClone(stored));
    },
    async updateRegistration({ id, expectedStatus, changes, updatedAt }) {
      const current = live().registrations.get(id);
      if (current === undefined || current.status !== expectedStatus) return false;
      tables.registrations.set(id, { ...current, ...structuredClone(changes), updatedAt });
      return true;
    },
    async recordPaymentEvent({ merchantOrderId, paymentId, orderStatus, reversalTetri = 0 }) {
      const key = JSON.stringify([merchantOrderId, paymentId, orderStatus, reversalTetri]);
      if (live().paymentEvents.has(key)) return false;
      tables.paymentEvents.add(key);
      return true;
    },
    async enqueueOutbox(messages) {
      let added = 0;
      for (const { nextAttemptAt, ...message } of messages) {
        if (findIn(live().outbox, (m) => m.idempotencyKey === message.idempotencyKey)) continue;
        if (tables.outbox.has(message.id)) violation('outbox.id');
        tables.outbox.set(message.id, {
          ...structuredClone(message),
          status: 'pending',
          attempts: 0,
          nextAttemptAt: new Date((nextAttemptAt ?? message.createdAt).getTime()),
          lastError: null,
          lockedUntil: null,
          deliveredAt: null,
          sendStartedAt: null,
          requeuedAt: null,
        });
        added += 1;
      }
      return added;
    },
    async insertRefund(refund) {
      if (live().refunds.has(refund.id)) violation('refunds.id');
      if (!tables.registrations.has(refund.registrationId)) violation('refunds.registration_id');
      if (findIn(tables.refunds, (r) => r.reverseId === refund.reverseId)) {
        violation('refunds.reverse_id');
      }
      if (!Number.isSafeInteger(refund.amountTetri) || refund.amountTetri <= 0) {
        violation('amount_tetri > 0');
      }
      tables.refunds.set(refund.id, structuredClone(refund));
    },
    async insertWaitlistOffer(offer) {
      const offers = [...live().waitlistOffers.values()];
      if (tables.waitlistOffers.has(offer.id)) violation('waitlist_offers.id');
      if (!tables.leads.has(offer.leadId)) violation('waitlist_offers.lead_id');
      if (offers.some((o) => o.token === offer.token)) violation('waitlist_offers.token');
      if (offers.some((o) => o.leadId === offer.leadId && o.cohortNumber === offer.cohortNumber)) {
        violation('waitlist_offers (lead_id, cohort_number)');
      }
      tables.waitlistOffers.set(offer.id, structuredClone(offer));
    },
    async closeWaitlistOffer({ id, status, at, registrationId }) {
      const current = live().waitlistOffers.get(id);
      if (current === undefined || current.status !== 'open') return false;
      const closed = {
        ...current,
        status,
        closedAt: new Date(at.getTime()),
        registrationId: registrationId ?? current.registrationId,
      };
      tables.waitlistOffers.set(id, closed);
      return true;
    },
    async settleRefund({ id, status, settledAt }) {
      const current = live().refunds.get(id);
      if (current === undefined || current.status !== 'requested') return false;
      tables.refunds.set(id, { ...current, status, settledAt: new Date(settledAt.getTime()) });
      return true;
    },
    // Units of work already run one at a time on the store's serial queue.
    async lockCohortSales() {
      live();
    },
    // As sql-open-holds.ts: the buyer's or the address's open holds, oldest first.
    async findOpenHolds({ cohortNumber, heldSince, email, phone, addressKey }) {
      const lowercased = email.toLowerCase();
      return [...live().registrations.values()]
        .filter((r) => r.cohortNumber === cohortNumber && holdsSeat(tables, r, heldSince))
        .filter((r) => r.paymentMethod !== 'invoice')
        .filter(
          (r) =>
            r.contact.email === lowercased ||
            r.contact.phone === phone ||
            r.holdAddressKey === addressKey,
        )
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1))
        .map((r) => structuredClone(r));
    },
    // As sql-promo-uses.ts: paid or seat-holding orders with the code, and this buyer's paid ones.
    async countPromoUses({ code, heldSince, email, phone }) {
      const lowercased = email.toLowerCase();
      const withCode = [...live().registrations.values()].filter((r) => r.promo?.code === code);
      return {
        taken: withCode.filter((r) => isPaidOrder(r) || holdsSeat(tables, r, heldSince)).length,
        paidByBuyer: withCode.some(
          (r) => isPaidOrder(r) && (r.contact.email === lowercased || r.contact.phone === phone),
        ),
      };
    },
    async releaseHolds(orderIds, at) {
      for (const id of orderIds) {
        if (!live().registrations.has(id)) violation('hold_releases.registration_id');
        if (!tables.holdReleases.has(id)) tables.holdReleases.set(id, new Date(at.getTime()));
      }
    },
  };
}
