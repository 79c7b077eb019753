import { err, ok, type Result } from 'neverthrow';
import { seatHeldSince } from '../../core/checkout/seat-hold';
import type { Money } from '../../core/money/money';
import type { OrderPromo, RegistrationRecord } from '../../core/ports/order-store';
import type { SeatTransaction } from '../../core/ports/seat-store';
import { quoteAt } from '../../core/pricing/price-at';
import { type PromoRefusalCode, promoPriceAt } from '../../core/promo/promo-price';
import { findPromoCode, type PromoCode } from '../../core/site-config/promo-code';
import type { Cohort } from '../../core/site-config/site-config';

/** What an order is opened at: its price and, with a code, the code and what it took off. */
export interface OrderPrice {
  readonly price: Money;
  readonly promo: OrderPromo | null;
}

/** Who asks for a price with a code, and which of their open orders this checkout releases. */
export interface PromoBuyer {
  readonly email: string;
  readonly phone: string;
  /** The buyer's own open holds this checkout replaces: their uses of the code go with them. */
  readonly releasing: readonly RegistrationRecord[];
}

/**
 * The price an order is opened at (docs/purchase.md "Promo codes"): the cohort's price at `now`, or
 * with a code `promoPriceAt` over its uses as counted, under the cohort's sales lock so two
 * checkouts never both take a code's last use.
 */
export async function priceCheckoutOrder(
  tx: Pick<SeatTransaction, 'countPromoUses'>,
  request: { readonly cohort: Cohort; readonly now: Date; readonly typedCode: string | undefined },
  codes: readonly PromoCode[],
  buyer: PromoBuyer,
): Promise<Result<OrderPrice, PromoRefusalCode>> {
  const { cohort, now, typedCode } = request;
  if (typedCode === undefined || typedCode === '')
    return ok({ price: quoteAt(now, cohort).price, promo: null });
  const promo = findPromoCode(codes, typedCode);
  if (promo === undefined) return err('PROMO_CODE_UNKNOWN');
  const uses = await tx.countPromoUses({
    code: promo.code,
    heldSince: seatHeldSince(now),
    email: buyer.email,
    phone: buyer.phone,
  });
  const ownUses = buyer.releasing.filter((order) => order.promo?.code === promo.code).length;
  const priced = promoPriceAt(now, cohort, promo, {
    taken: uses.taken - ownUses,
    byBuyer: uses.paidByBuyer,
  });
  if (priced.isErr()) return err(priced.error);
  const { price, discount } = priced.value;
  return ok({ price, promo: { code: promo.code, discountTetri: discount } });
}
