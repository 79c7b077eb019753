import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate } from './allocate';
import { applyFixedDiscount, applyPercentDiscount } from './discount';
import { type Money, tetriConstant } from './money';
import { vatPortion } from './vat';

const amounts = fc.integer({ min: 0, max: 10_000_000_000 }).map((n) => tetriConstant(n));

describe('money properties', () => {
  it('allocate sums exactly and never goes negative', () => {
    const weights = fc
      .array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 12 })
      .filter((ws) => ws.some((w) => w > 0));
    fc.assert(
      fc.property(amounts, weights, (total, ws) => {
        const shares = allocate(total, ws);
        expect(shares).toHaveLength(ws.length);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
        for (const [i, share] of shares.entries()) {
          expect(share).toBeGreaterThanOrEqual(0);
          if (ws[i] === 0) expect(share).toBe(0);
        }
      }),
    );
  });

  it('discounts never go negative nor above the price', () => {
    fc.assert(
      fc.property(
        amounts,
        fc.double({ min: 0, max: 100, noNaN: true }),
        amounts,
        (price, pct, off) => {
          const afterPercent = applyPercentDiscount(price, pct)._unsafeUnwrap();
          expect(Number.isSafeInteger(afterPercent)).toBe(true);
          expect(afterPercent).toBeGreaterThanOrEqual(0);
          expect(afterPercent).toBeLessThanOrEqual(price);
          const afterFixed = applyFixedDiscount(price, off);
          if (off <= price) expect(afterFixed._unsafeUnwrap()).toBe(price - off);
          else expect(afterFixed.isErr()).toBe(true);
        },
      ),
    );
  });

  it('VAT is a whole, non-negative part of the gross', () => {
    fc.assert(
      fc.property(amounts, (gross: Money) => {
        const vat = vatPortion(gross);
        expect(Number.isInteger(vat)).toBe(true);
        expect(vat).toBeGreaterThanOrEqual(0);
        expect(Math.abs(vat * 118 - gross * 18)).toBeLessThanOrEqual(59);
      }),
    );
  });
});
