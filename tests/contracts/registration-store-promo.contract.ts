import { expect, it } from 'vitest';
import type { RegistrationStore } from '../../core/ports/registration-store';
import type { RegistrationStatus } from '../../core/registration/registration-status';
import { aContact, aCustomer, aRegistration, minutesLater } from './registration-store-fixtures';

const NINO = { email: 'nino@example.ge', phone: '+995555123456' };
const stranger = (i: number) => ({ email: `buyer${i}@example.ge`, phone: `+99555500000${i}` });

/** An order of cohort 4 with `code`, by `contact`, in `status`, opened at minute 2. */
function promoOrder(
  id: string,
  code: string | null,
  status: RegistrationStatus,
  contact: { readonly email: string; readonly phone: string } = stranger(9),
  createdAt = minutesLater(2),
) {
  return aRegistration({
    id,
    publicToken: `tok-${id}`,
    merchantOrderId: `order-${id}`,
    contact: aContact(contact),
    status,
    createdAt,
    priceTetri: 225_000,
    promo: code === null ? null : { code, discountTetri: 25_000 },
  });
}

/**
 * A promo code's uses (docs/purchase.md "Promo codes"): paid orders and unpaid ones still holding
 * their seat, and whether this buyer paid one. Declared inside the store's block.
 */
export function describePromoContract(store: () => RegistrationStore): void {
  const count = (email = NINO.email, phone = NINO.phone) =>
    store().transaction((tx) =>
      tx.countPromoUses({ code: 'PARTNER10', heldSince: minutesLater(1), email, phone }),
    );

  it('counts the paid and seat-holding orders of a code, and keeps what it took off', async () => {
    await store().transaction(async (tx) => {
      await tx.findOrCreateCustomerByEmail(aCustomer());
      await tx.insertRegistration(promoOrder('paid', 'PARTNER10', 'completed', stranger(1)));
      await tx.insertRegistration(
        promoOrder('part', 'PARTNER10', 'partially_refunded', stranger(2)),
      );
      await tx.insertRegistration(
        promoOrder('held', 'PARTNER10', 'payment_initiated', stranger(3)),
      );
      // Not a use: refunded, failed, a hold that ran out, released, another code, no code.
      await tx.insertRegistration(promoOrder('refunded', 'PARTNER10', 'refunded'));
      await tx.insertRegistration(promoOrder('failed', 'PARTNER10', 'failed'));
      await tx.insertRegistration(
        promoOrder('old', 'PARTNER10', 'pending', stranger(4), minutesLater(0)),
      );
      await tx.insertRegistration(promoOrder('released', 'PARTNER10', 'pending'));
      await tx.releaseHolds(['released'], minutesLater(3));
      await tx.insertRegistration(promoOrder('other', 'OTHER', 'completed'));
      await tx.insertRegistration(promoOrder('none', null, 'completed'));
    });
    expect(await count()).toEqual({ taken: 3, paidByBuyer: false });
    const [stored] = await store()
      .listOrders({ cohortNumber: 4 })
      .then((orders) => orders.filter((order) => order.id === 'paid'));
    expect(stored?.promo).toEqual({ code: 'PARTNER10', discountTetri: 25_000 });
    expect((await store().findRegistrationById('none'))?.promo).toBeNull();
  });

  it('knows a buyer who paid with the code, by e-mail in any case or by phone', async () => {
    await store().transaction(async (tx) => {
      await tx.findOrCreateCustomerByEmail(aCustomer());
      await tx.insertRegistration(promoOrder('paid', 'PARTNER10', 'completed', NINO));
      await tx.insertRegistration(promoOrder('held', 'PARTNER10', 'pending', stranger(1)));
    });
    expect(await count('Nino@Example.GE', '+995599999999')).toEqual({
      taken: 2,
      paidByBuyer: true,
    });
    expect(await count('someone@example.ge', NINO.phone)).toMatchObject({ paidByBuyer: true });
    // An unpaid order is a use, not yet the buyer's one use.
    expect(await count(stranger(1).email, stranger(1).phone)).toMatchObject({
      paidByBuyer: false,
    });
  });
}
