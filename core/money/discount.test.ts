import { describe, expect, it } from 'vitest';
import { applyFixedDiscount, applyPercentDiscount, discountPercent } from './discount';
import { tetriConstant as m } from './money';

describe('applyPercentDiscount', () => {
  it('takes the rounded percentage off', () => {
    expect(applyPercentDiscount(m(320000), 16)._unsafeUnwrap()).toBe(268800);
    expect(applyPercentDiscount(m(999), 12.5)._unsafeUnwrap()).toBe(874);
    expect(applyPercentDiscount(m(1000), 0)._unsafeUnwrap()).toBe(1000);
    expect(applyPercentDiscount(m(1000), 100)._unsafeUnwrap()).toBe(0);
  });

  it.each([-1, 100.01, Number.NaN])('rejects %d percent', (percent) => {
    expect(applyPercentDiscount(m(1000), percent)._unsafeUnwrapErr().type).toBe('INVALID_DISCOUNT');
  });
});

describe('applyFixedDiscount', () => {
  it('takes a fixed amount off, up to the whole price', () => {
    expect(applyFixedDiscount(m(270000), m(20000))._unsafeUnwrap()).toBe(250000);
    expect(applyFixedDiscount(m(100), m(100))._unsafeUnwrap()).toBe(0);
  });

  it('refuses a discount above the price', () => {
    expect(applyFixedDiscount(m(100), m(101))._unsafeUnwrapErr().type).toBe('INVALID_DISCOUNT');
  });
});

describe('discountPercent', () => {
  it('rounds the percentage between two prices', () => {
    expect(discountPercent(m(320000), m(270000))).toBe(16);
    expect(discountPercent(m(320000), m(250000))).toBe(22);
  });

  it('is zero without a real discount', () => {
    expect(discountPercent(m(0), m(0))).toBe(0);
    expect(discountPercent(m(100), m(100))).toBe(0);
    expect(discountPercent(m(100), m(150))).toBe(0);
  });
});
