import { describe, expect, it } from 'vitest';
import type { Money } from '../../../core/money/money';
import { summaryPrice } from './summary-price';

const quotePrice = 250_000 as Money;
const preview = {
  code: 'PARTNER10',
  listPriceTetri: 250_000,
  priceTetri: 225_000,
  discountTetri: 25_000,
};

describe('summaryPrice', () => {
  it("shows the quote's price alone while no code applies", () => {
    expect(summaryPrice(quotePrice, undefined, undefined)).toEqual({ toPay: 250_000 });
  });

  it("shows an applied code's preview: the price without it, the deduction, the amount to pay", () => {
    expect(summaryPrice(quotePrice, undefined, preview)).toEqual({
      toPay: 225_000,
      promo: { code: 'PARTNER10', listPrice: 250_000, discount: 25_000 },
    });
  });

  it('shows what the opened order says once there is one, over any preview', () => {
    const charged = { amountTetri: 230_000, promo: { code: 'COLLEAGUE', discountTetri: 20_000 } };
    expect(summaryPrice(quotePrice, charged, preview)).toEqual({
      toPay: 230_000,
      promo: { code: 'COLLEAGUE', listPrice: 250_000, discount: 20_000 },
    });
    // The server applied no code (none was sent): the amount alone, whatever was previewed.
    expect(summaryPrice(quotePrice, { amountTetri: 250_000 }, preview)).toEqual({
      toPay: 250_000,
    });
  });

  it('never shows half a promo: amounts that are not tetri counts show the amount alone', () => {
    expect(
      summaryPrice(quotePrice, undefined, { ...preview, discountTetri: 0.5, listPriceTetri: 1 }),
    ).toEqual({ toPay: 225_000 });
    expect(summaryPrice(quotePrice, undefined, { ...preview, priceTetri: -1 })).toEqual({
      toPay: 250_000,
    });
    expect(summaryPrice(quotePrice, { amountTetri: 1.5 }, undefined)).toEqual({ toPay: 250_000 });
  });
});
