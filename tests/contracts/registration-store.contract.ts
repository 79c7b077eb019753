import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OrderContact } from '../../core/ports/order-store';
import type { RegistrationStore } from '../../core/ports/registration-store';
import { describeCohortContract } from './registration-store-cohorts.contract';
import {
  aContact,
  aCustomer,
  aLead,
  aMessage,
  aRegistration,
  minutesLater,
  NO_UTM,
} from './registration-store-fixtures';
import { describeHoldContract } from './registration-store-holds.contract';
import { describeInvoiceContract } from './registration-store-invoices.contract';
import { describeOperatorContract } from './registration-store-operator.contract';
import { describeOrderContract } from './registration-store-orders.contract';
import { describeOutboxContract } from './registration-store-outbox.contract';
import { describeOutboxSendingContract } from './registration-store-outbox-sending.contract';
import { describePromoContract } from './registration-store-promo.contract';
import { describeRefundContract } from './registration-store-refunds.contract';
import { describeStatusCheckContract } from './registration-store-status-checks.contract';
import { describeWaitlistContract } from './registration-store-waitlist.contract';

/** A fresh, empty store and how to dispose of it. */
export interface StoreUnderTest {
  readonly store: RegistrationStore;
  readonly cleanup: () => Promise<void>;
}

/**
 * The behaviour every `RegistrationStore` must share (memory, SQLite, PostgreSQL), so the fast
 * in-memory twin cannot drift from the databases (docs/architecture.md "Adapters and contract suites", unjs/unstorage model).
 */
export function describeRegistrationStore(name: string, make: () => Promise<StoreUnderTest>): void {
  describe(`RegistrationStore contract: ${name}`, () => {
    let subject: StoreUnderTest;
    const store = () => subject.store;
    beforeEach(async () => {
      subject = await make();
    });
    afterEach(async () => {
      await subject.cleanup();
    });

    it('creates a customer by lowercased e-mail once and never changes it afterwards', async () => {
      const first = await store().transaction((tx) =>
        tx.findOrCreateCustomerByEmail(aCustomer({ email: 'Nino@Example.GE' })),
      );
      const { at, ...fields } = aCustomer();
      expect(first).toEqual({ ...fields, createdAt: at, updatedAt: at });
      const again = await store().transaction((tx) =>
        tx.findOrCreateCustomerByEmail(
          aCustomer({
            id: 'cus-2',
            firstName: 'Mallory',
            phone: '+995599998877',
            city: null,
            at: minutesLater(5),
          }),
        ),
      );
      expect(again).toEqual(first);
      expect(await store().findCustomerByEmail('NINO@example.ge')).toEqual(first);
    });

    // docs/security.md "Order contact details": anyone may type anyone's e-mail at checkout.
    it('keeps each order its own contact details when two checkouts share one e-mail', async () => {
      const buyer = aContact();
      const stranger = aContact({
        firstName: 'Mallory',
        lastName: 'Stranger',
        email: 'NINO@example.GE',
        phone: '+995599998877',
        city: null,
        linkedIn: null,
      });
      // As the checkout does it: find or create the e-mail's customer, then insert the order.
      const checkout = (id: string, contact: OrderContact, minute: number) =>
        store().transaction(async (tx) => {
          const customer = await tx.findOrCreateCustomerByEmail({
            ...contact,
            id: `cus-${id}`,
            at: minutesLater(minute),
          });
          await tx.insertRegistration(
            aRegistration({
              id,
              customerId: customer.id,
              contact,
              publicToken: `tok-${id}`,
              merchantOrderId: `order-${id}`,
              createdAt: minutesLater(minute),
              updatedAt: minutesLater(minute),
            }),
          );
        });
      await checkout('a', buyer, 1);
      await checkout('b', stranger, 2);

      const a = await store().findRegistrationByPublicToken('tok-a');
      const b = await store().findRegistrationByMerchantOrderId('order-b');
      expect(a?.contact).toEqual(buyer);
      expect(b?.contact).toEqual({ ...stranger, email: 'nino@example.ge' });
      expect(b?.customerId).toBe(a?.customerId);
      const listed = await store().listOrders({});
      expect(
        listed.map((order) => [order.id, order.contact.firstName, order.contact.phone]),
      ).toEqual([
        ['b', 'Mallory', '+995599998877'],
        ['a', buyer.firstName, buyer.phone],
      ]);
      expect(await store().findCustomerByEmail('nino@example.ge')).toMatchObject({
        id: 'cus-a',
        firstName: buyer.firstName,
        phone: buyer.phone,
      });
    });

    it('stores webinar and exit-intent leads and lists them newest first', async () => {
      const exitIntent = aLead({
        id: 'lead-2',
        fullName: null,
        email: 'Visitor@Example.com',
        phone: null,
        source: 'exit_intent',
        utm: NO_UTM,
        createdAt: minutesLater(9),
      });
      await store().transaction(async (tx) => {
        await tx.insertLead(aLead());
        await tx.insertLead(exitIntent);
      });
      expect(await store().findLeadById('lead-1')).toEqual(aLead());
      expect(await store().findLeadById('lead-2')).toEqual({
        ...exitIntent,
        email: 'visitor@example.com',
      });
      expect((await store().listLeads()).map((lead) => lead.id)).toEqual(['lead-2', 'lead-1']);
      expect(await store().listLeads({ limit: 1 })).toHaveLength(1);
      expect(await store().findLeadById('lead-3')).toBeNull();
    });

    it('keeps the webinar session a lead chose and counts the leads of each session', async () => {
      const session = new Date('2026-12-02T16:00:00.000Z');
      const other = new Date('2026-12-09T16:00:00.000Z');
      await store().transaction(async (tx) => {
        expect(await tx.countSessionLeads(session)).toBe(0);
        await tx.insertLead(aLead({ id: 'lead-s1', webinarSessionStartsAt: session }));
        await tx.insertLead(aLead({ id: 'lead-s2', webinarSessionStartsAt: session }));
        await tx.insertLead(aLead({ id: 'lead-s3', webinarSessionStartsAt: other }));
        await tx.insertLead(aLead({ id: 'lead-none' }));
        // Seen inside the transaction that wrote them: the seat check counts before its insert.
        expect(await tx.countSessionLeads(session)).toBe(2);
      });
      expect(await store().findLeadById('lead-s1')).toEqual(
        aLead({ id: 'lead-s1', webinarSessionStartsAt: session }),
      );
      expect(await store().findLeadById('lead-none')).not.toHaveProperty('webinarSessionStartsAt');
      expect(await store().countSessionLeads(session)).toBe(2);
      expect(await store().countSessionLeads(other)).toBe(1);
      expect(await store().countSessionLeads(new Date('2026-12-16T16:00:00.000Z'))).toBe(0);
    });

    it('rolls back every row of a failed transaction, business and outbox alike', async () => {
      const failure = new Error('work failed');
      const attempt = store().transaction(async (tx) => {
        await tx.findOrCreateCustomerByEmail(aCustomer());
        await tx.insertRegistration(aRegistration());
        await tx.insertLead(aLead());
        await tx.recordPaymentEvent({
          merchantOrderId: 'order-1',
          paymentId: 'p1',
          orderStatus: 'approved',
          receivedAt: minutesLater(3),
        });
        expect(await tx.enqueueOutbox([aMessage()])).toBe(1);
        expect(await tx.findCustomerByEmail('nino@example.ge')).not.toBeNull();
        throw failure;
      });
      await expect(attempt).rejects.toBe(failure);
      expect(await store().findCustomerByEmail('nino@example.ge')).toBeNull();
      expect(await store().findRegistrationById('reg-1')).toBeNull();
      expect(await store().findLeadById('lead-1')).toBeNull();
      expect(await store().listOutbox()).toEqual([]);
      expect(await store().countOutbox('pending')).toBe(0);
      const replay = {
        merchantOrderId: 'order-1',
        paymentId: 'p1',
        orderStatus: 'approved',
        receivedAt: minutesLater(4),
      };
      expect(await store().transaction((tx) => tx.recordPaymentEvent(replay))).toBe(true);
    });

    it('returns the value of the work and refuses a transaction used after it ended', async () => {
      let leaked: Parameters<Parameters<RegistrationStore['transaction']>[0]>[0] | undefined;
      const value = await store().transaction(async (tx) => {
        leaked = tx;
        return 'done';
      });
      expect(value).toBe('done');
      await expect(leaked?.insertLead(aLead())).rejects.toThrow();
      expect(await store().findLeadById('lead-1')).toBeNull();
    });

    describeOrderContract(store);
    describeRefundContract(store);
    describeWaitlistContract(store);
    describeOutboxContract(store);
    describeOutboxSendingContract(store);
    describeStatusCheckContract(store);
    describeOperatorContract(store);
    describeCohortContract(store);
    describeHoldContract(store);
    describePromoContract(store);
    describeInvoiceContract(store);

    it('answers ping until closed, and closes idempotently', async () => {
      expect(await store().ping()).toBe(true);
      await store().close();
      await store().close();
      expect(await store().ping()).toBe(false);
      await expect(store().findCustomerByEmail('nino@example.ge')).rejects.toThrow();
    });
  });
}
