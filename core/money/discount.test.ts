import { describe, expect, it } from 'vitest';
import { discountPercent } from './discount';
import { tetriConstant as m } from './money';

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
