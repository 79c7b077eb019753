import type { ChargedPromo } from '../../../core/checkout/checkout-steps';
import type { Money } from '../../../core/money/money';
import { isTetriCount } from '../../../core/money/tetri-count';
import type { PromoPreview } from './promo-preview';

/** The amount an order was opened at and the promo code it carries, once the checkout started. */
export interface ChargedAmount {
  readonly amountTetri: number;
  readonly promo?: ChargedPromo | undefined;
}

/** What the summary's price block shows: the amount to pay, and with a code how it came about. */
export interface SummaryPrice {
  readonly toPay: Money;
  readonly promo?: {
    readonly code: string;
    /** The price without the code. */
    readonly listPrice: Money;
    readonly discount: Money;
  };
}

function tetri(count: number): Money | undefined {
  return isTetriCount(count) ? count : undefined;
}

/** A code's lines when all three amounts are real counts of tetri; else none (never half shown). */
function promoLines(code: string, listPrice: number, discount: number, toPay: Money): SummaryPrice {
  const list = tetri(listPrice);
  const off = tetri(discount);
  return list === undefined || off === undefined || off === 0
    ? { toPay }
    : { toPay, promo: { code, listPrice: list, discount: off } };
}

/**
 * The price block of the order summary (docs/purchase.md "Promo codes"): once the order is opened,
 * the amount the server fixed and the code it applied; before that, an applied code's preview; else
 * the quote's price alone. Nothing is struck through: the price without the code is a line of its
 * own, then the code's deduction, then the amount to pay.
 */
export function summaryPrice(
  quotePrice: Money,
  charged: ChargedAmount | undefined,
  preview: PromoPreview | undefined,
): SummaryPrice {
  const amount = charged === undefined ? undefined : tetri(charged.amountTetri);
  if (amount !== undefined) {
    const promo = charged?.promo;
    return promo === undefined
      ? { toPay: amount }
      : promoLines(promo.code, amount + promo.discountTetri, promo.discountTetri, amount);
  }
  const previewPrice = preview === undefined ? undefined : tetri(preview.priceTetri);
  if (preview === undefined || previewPrice === undefined) return { toPay: quotePrice };
  return promoLines(preview.code, preview.listPriceTetri, preview.discountTetri, previewPrice);
}
