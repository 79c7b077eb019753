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
 * their seat, and whether this buyer paid one. Declared inside `describeSeatStore`'s block.
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

  // The console's `promo status` (docs/operations.md): per code, counted like its uses and revenue.
  it('summarizes every code on an order: paid, held, net revenue and discount, by code', async () => {
    expect(await store().summarizePromoUses(minutesLater(1))).toEqual([]);
    await store().transaction(async (tx) => {
      await tx.findOrCreateCustomerByEmail(aCustomer());
      await tx.insertRegistration(promoOrder('paid', 'PARTNER10', 'completed', stranger(1)));
      await tx.insertRegistration({
        ...promoOrder('part', 'PARTNER10', 'partially_refunded', stranger(2)),
        refundedTetri: 50_000,
      });
      await tx.insertRegistration(promoOrder('held', 'PARTNER10', 'pending', stranger(3)));
      // Neither paid nor holding: refunded in full, a hold that ran out, a released one.
      await tx.insertRegistration({
        ...promoOrder('refunded', 'PARTNER10', 'refunded'),
        refundedTetri: 225_000,
      });
      await tx.insertRegistration(
        promoOrder('old', 'PARTNER10', 'pending', stranger(4), minutesLater(0)),
      );
      await tx.insertRegistration(promoOrder('released', 'PARTNER10', 'payment_initiated'));
      await tx.releaseHolds(['released'], minutesLater(3));
      await tx.insertRegistration({
        ...promoOrder('other', 'PARTNER-5', 'completed'),
        promo: { code: 'PARTNER-5', discountTetri: 10_000 },
      });
      await tx.insertRegistration(promoOrder('failed', 'A-OLD', 'failed'));
      await tx.insertRegistration(promoOrder('none', null, 'completed'));
    });
    // By code unit ('-' before '1'), whatever the database's collation.
    expect(await store().summarizePromoUses(minutesLater(1))).toEqual([
      { code: 'A-OLD', paid: 0, held: 0, paidTetri: 0, discountTetri: 0 },
      { code: 'PARTNER-5', paid: 1, held: 0, paidTetri: 225_000, discountTetri: 10_000 },
      { code: 'PARTNER10', paid: 2, held: 1, paidTetri: 400_000, discountTetri: 50_000 },
    ]);
    // Later, the last hold has run out too.
    const [, , later] = await store().summarizePromoUses(minutesLater(2));
    expect(later).toMatchObject({ code: 'PARTNER10', paid: 2, held: 0 });
  });
}
