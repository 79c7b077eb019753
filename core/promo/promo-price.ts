import { err, ok, type Result } from 'neverthrow';
import { ERROR_CODES, type ErrorCode } from '../errors/error-codes';
import type { Money } from '../money/money';
import { chargedPriceAt } from '../pricing/charged-price';
import { type PromoCode, type PromoDiscount, promoWindowAt } from '../site-config/promo-code';
import type { Cohort } from '../site-config/site-config';

/**
 * Why a code does not apply (docs/purchase.md "Promo codes"): the catalogue's `PROMO_CODE_*` codes,
 * each with its message in both languages.
 */
export type PromoRefusalCode = Extract<ErrorCode, `PROMO_CODE_${string}`>;

/** Every refusal code, read from the catalogue (the one list of codes). */
export const PROMO_REFUSAL_CODES: readonly PromoRefusalCode[] = ERROR_CODES.filter(
  (code): code is PromoRefusalCode => code.startsWith('PROMO_CODE_'),
);

/** Whether an error code is a promo code's refusal. */
export function isPromoRefusal(code: string): code is PromoRefusalCode {
  return (PROMO_REFUSAL_CODES as readonly string[]).includes(code);
}

/** The lowest price a code can bring a course to: a card payment of at least 1 ₾. */
const LOWEST_PROMO_PRICE = 100 as Money;

/** What a buyer pays with a code, and what it saved them against the price without it. */
export interface PromoPrice {
  readonly code: string;
  /** The price without the code at that moment (early-bird or regular). */
  readonly listPrice: Money;
  readonly price: Money;
  /** `listPrice − price`, above zero. */
  readonly discount: Money;
}

/** How a code's uses stand when it is weighed. */
export interface PromoUses {
  /** Orders carrying it that are paid or still hold a seat, this buyer's own open ones excluded. */
  readonly taken: number;
  /** Whether this buyer already paid an order with it. */
  readonly byBuyer: boolean;
}

function discounted(base: Money, discount: PromoDiscount): Money {
  const off =
    discount.kind === 'percent' ? Math.round((base * discount.percent) / 100) : discount.amount;
  return Math.max(LOWEST_PROMO_PRICE, base - off) as Money;
}

/**
 * The price of `cohort` at `now` with `promo` (docs/purchase.md "Promo codes"): refused outside its
 * window, cohorts and uses; off the early-bird price only when it combines with it, else off the
 * regular price only where that beats the early bird. Never below 1 ₾.
 */
export function promoPriceAt(
  now: Date,
  cohort: Pick<Cohort, 'number' | 'earlyBirdDeadline' | 'prices'>,
  promo: PromoCode,
  uses: PromoUses,
): Result<PromoPrice, PromoRefusalCode> {
  const window = promoWindowAt(promo, now);
  if (window === 'not_yet_valid') return err('PROMO_CODE_NOT_YET_VALID');
  if (window === 'expired') return err('PROMO_CODE_EXPIRED');
  if (promo.cohorts !== undefined && !promo.cohorts.includes(cohort.number))
    return err('PROMO_CODE_OTHER_COHORT');
  if (uses.byBuyer) return err('PROMO_CODE_ALREADY_USED');
  if (promo.maxUses !== undefined && uses.taken >= promo.maxUses) return err('PROMO_CODE_USED_UP');
  const listPrice = chargedPriceAt(now, cohort).price;
  const base = promo.combinesWithEarlyBird ? listPrice : cohort.prices.current;
  const price = discounted(base, promo.discount);
  if (price >= listPrice) return err('PROMO_CODE_NOT_BETTER');
  return ok({ code: promo.code, listPrice, price, discount: (listPrice - price) as Money });
}
