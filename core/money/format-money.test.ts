import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';
import { tetriConstant as m } from './money';

const NBSP = '\u00a0';

describe('formatMoney', () => {
  it.each([
    [270000, `2700${NBSP}₾`],
    [250000, `2500${NBSP}₾`],
    [123456789, `1${NBSP}234${NBSP}567,89${NBSP}₾`],
    [1234500, `12${NBSP}345${NBSP}₾`],
    [123450, `1234,50${NBSP}₾`],
    [10, `0,10${NBSP}₾`],
    [0, `0${NBSP}₾`],
  ])('formats %d tetri in Georgian', (amount, expected) => {
    expect(formatMoney(m(amount), 'ka')).toBe(expected);
  });

  it.each([
    [270000, '₾2,700'],
    [123456789, '₾1,234,567.89'],
    [99999, '₾999.99'],
    [5, '₾0.05'],
  ])('formats %d tetri in English', (amount, expected) => {
    expect(formatMoney(m(amount), 'en')).toBe(expected);
  });

  it('agrees with ICU on Georgian structure', () => {
    const icu = new Intl.NumberFormat('ka-GE', { style: 'currency', currency: 'GEL' });
    const parts = icu.formatToParts(1234567.89);
    expect(parts.at(-1)?.value).toBe('₾');
    expect(parts.find((part) => part.type === 'decimal')?.value).toBe(',');
  });
});
