import { expect, it } from 'vitest';
import type { OrderContact } from '../../core/ports/order-store';
import type { RegistrationStore } from '../../core/ports/registration-store';
import { aContact, aCustomer, aRegistration, minutesLater } from './registration-store-fixtures';

/**
 * Buyers: one customer per e-mail, never changed, and each order its own contact details
 * (docs/security.md "Order contact details"); declared inside `describeOrderStore`'s block.
 */
export function describeCustomerContract(store: () => RegistrationStore): void {
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
    expect(listed.map((order) => [order.id, order.contact.firstName, order.contact.phone])).toEqual(
      [
        ['b', 'Mallory', '+995599998877'],
        ['a', buyer.firstName, buyer.phone],
      ],
    );
    expect(await store().findCustomerByEmail('nino@example.ge')).toMatchObject({
      id: 'cus-a',
      firstName: buyer.firstName,
      phone: buyer.phone,
    });
  });
}
