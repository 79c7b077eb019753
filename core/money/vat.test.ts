import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tetriConstant } from './money';
import { GEORGIAN_VAT_RATE_PERCENT, includedVat } from './vat';

describe('includedVat', () => {
  it('takes 18/118 of a gross price, to the nearest tetri', () => {
    // 2700 ₾ = 270000 tetri: 270000 × 18 / 118 = 41186.44… → 411,86 ₾.
    expect(includedVat(tetriConstant(270_000), GEORGIAN_VAT_RATE_PERCENT)).toBe(41_186);
    // 2500 ₾: 38135.59… → 38136.
    expect(includedVat(tetriConstant(250_000), GEORGIAN_VAT_RATE_PERCENT)).toBe(38_136);
    // 1,18 ₾ holds exactly 0,18 ₾.
    expect(includedVat(tetriConstant(118), GEORGIAN_VAT_RATE_PERCENT)).toBe(18);
    expect(includedVat(tetriConstant(0), GEORGIAN_VAT_RATE_PERCENT)).toBe(0);
  });

  it('rounds to the nearest tetri on small amounts', () => {
    // 295 × 18/118 = 45 exactly; 3 × 18/118 = 0.457… → 0; 4 × 18/118 = 0.610… → 1.
    expect(includedVat(tetriConstant(295), 18)).toBe(45);
    expect(includedVat(tetriConstant(3), 18)).toBe(0);
    expect(includedVat(tetriConstant(4), 18)).toBe(1);
  });

  it('is the nearest whole tetri to the exact share, never negative nor more than the gross', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000_00 }),
        fc.integer({ min: 0, max: 100 }),
        (gross, rate) => {
          const vat = includedVat(tetriConstant(gross), rate);
          expect(Number.isSafeInteger(vat)).toBe(true);
          expect(Math.abs(vat - (gross * rate) / (100 + rate))).toBeLessThanOrEqual(0.5);
          expect(vat).toBeGreaterThanOrEqual(0);
          expect(vat).toBeLessThanOrEqual(gross);
        },
      ),
    );
  });
});
