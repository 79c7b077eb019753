import { expect, it } from 'vitest';
import type { RegistrationStore } from '../../core/ports/registration-store';
import type { RegistrationStatus } from '../../core/registration/registration-status';
import { aContact, aCustomer, aRegistration, minutesLater } from './registration-store-fixtures';

/** An order of cohort 4 by `email` and `phone`, from client address key `address`. */
function holdOrder(
  id: string,
  contact: { readonly email: string; readonly phone: string },
  address: string | null,
  overrides: Parameters<typeof aRegistration>[0] = {},
) {
  return aRegistration({
    id,
    publicToken: `tok-${id}`,
    merchantOrderId: `order-${id}`,
    contact: aContact(contact),
    holdAddressKey: address,
    status: 'payment_initiated',
    ...overrides,
  });
}

const NINO = { email: 'nino@example.ge', phone: '+995555123456' };
const query = { cohortNumber: 4, heldSince: minutesLater(1), ...NINO, addressKey: 'addr-a' };
const ids = (orders: readonly { readonly id: string }[]) => orders.map((order) => order.id);

/**
 * The open-hold part of the contract (docs/purchase.md "Seats"): which unpaid orders still hold a
 * seat for a buyer or a client address, and releasing them. Declared inside `describeSeatStore`'s block.
 */
export function describeHoldContract(store: () => RegistrationStore): void {
  const seed = (status: RegistrationStatus = 'payment_initiated') =>
    store().transaction(async (tx) => {
      await tx.findOrCreateCustomerByEmail(aCustomer());
      const other = (i: number) => ({ email: `buyer${i}@example.ge`, phone: `+99555500000${i}` });
      // This buyer's own holds: one by e-mail (typed in capitals), one by phone.
      await tx.insertRegistration(
        holdOrder('mail', { ...other(1), email: 'NINO@example.ge' }, null),
      );
      await tx.insertRegistration(holdOrder('phone', { ...other(2), phone: NINO.phone }, 'addr-b'));
      // Strangers from the same address, one of them no longer holding.
      await tx.insertRegistration(holdOrder('addr', other(3), 'addr-a', { status }));
      await tx.insertRegistration(
        holdOrder('expired', other(4), 'addr-a', { createdAt: minutesLater(1) }),
      );
      // Not holding, or not this buyer, address or cohort.
      await tx.insertRegistration(holdOrder('paid', NINO, 'addr-a', { status: 'completed' }));
      await tx.insertRegistration(holdOrder('failed', NINO, 'addr-a', { status: 'failed' }));
      await tx.insertRegistration(holdOrder('stranger', other(5), 'addr-b'));
      await tx.insertRegistration(holdOrder('elsewhere', NINO, 'addr-a', { cohortNumber: 5 }));
    });

  it('finds the open holds of a buyer (e-mail in any case, or phone) and of an address', async () => {
    await seed();
    const found = await store().transaction((tx) =>
      tx.findOpenHolds({ ...query, email: 'Nino@Example.GE' }),
    );
    expect(ids(found).sort()).toEqual(['addr', 'mail', 'phone']);
    expect(found.find((order) => order.id === 'phone')).toMatchObject({
      holdAddressKey: 'addr-b',
      contact: { email: 'buyer2@example.ge', phone: NINO.phone },
    });
    expect((await store().findRegistrationById('mail'))?.holdAddressKey).toBeNull();
  });

  it('finds pending orders as holds too', async () => {
    await seed('pending');
    const found = await store().transaction((tx) => tx.findOpenHolds(query));
    expect(ids(found)).toContain('addr');
  });

  it('releases holds: they stop holding seats and are found no more; twice is harmless', async () => {
    await seed();
    expect(await store().countCohortSeats(4, minutesLater(1))).toMatchObject({ held: 4, paid: 1 });
    await store().transaction((tx) => tx.releaseHolds(['mail', 'addr'], minutesLater(3)));
    await store().transaction((tx) => tx.releaseHolds(['mail'], minutesLater(4)));
    expect(await store().countCohortSeats(4, minutesLater(1))).toMatchObject({ held: 2, paid: 1 });
    const found = await store().transaction((tx) => tx.findOpenHolds(query));
    expect(ids(found)).toEqual(['phone']);
    // The released order itself is unchanged: it still awaits its payment.
    expect(await store().findRegistrationById('mail')).toMatchObject({
      status: 'payment_initiated',
      updatedAt: minutesLater(2),
    });
  });

  it('releases nothing when the transaction rolls back, and only orders that exist', async () => {
    await seed();
    const failed = store().transaction(async (tx) => {
      await tx.releaseHolds(['mail'], minutesLater(3));
      throw new Error('roll back');
    });
    await expect(failed).rejects.toThrow('roll back');
    expect(await store().countCohortSeats(4, minutesLater(1))).toMatchObject({ held: 4 });
    await expect(
      store().transaction((tx) => tx.releaseHolds(['no-such-order'], minutesLater(3))),
    ).rejects.toThrow();
  });

  it('keeps an order waiting on the bank holding its seat from its later anchor', async () => {
    await store().transaction(async (tx) => {
      await tx.findOrCreateCustomerByEmail(aCustomer());
      await tx.insertRegistration(
        holdOrder('bank', NINO, 'addr-a', { createdAt: minutesLater(0) }),
      );
    });
    const heldSince = minutesLater(5);
    expect((await store().countCohortSeats(4, heldSince)).held).toBe(0);
    const moved = await store().transaction((tx) =>
      tx.updateRegistration({
        id: 'bank',
        expectedStatus: 'payment_initiated',
        changes: { paymentMethod: 'instalment', holdCountsFrom: minutesLater(60) },
        updatedAt: minutesLater(1),
      }),
    );
    expect(moved).toBe(true);
    expect(await store().findRegistrationById('bank')).toMatchObject({
      paymentMethod: 'instalment',
      holdCountsFrom: minutesLater(60),
    });
    expect((await store().countCohortSeats(4, heldSince)).held).toBe(1);
    expect((await store().countCohortSeats(4, minutesLater(60))).held).toBe(0);
    const holds = await store().transaction((tx) => tx.findOpenHolds({ ...query, heldSince }));
    expect(ids(holds)).toEqual(['bank']);
  });
}
