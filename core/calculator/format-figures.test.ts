import { describe, expect, it } from 'vitest';
import {
  formatCompactLari,
  formatLari,
  formatPercent,
  formatRate,
  formatUsd,
} from './format-figures';

const NBSP = '\u00a0';

describe('calculator figures', () => {
  it('writes dollars in English format in both languages, rounded', () => {
    expect(formatUsd(1234567.4)).toBe('$1,234,567');
    expect(formatUsd(999)).toBe('$999');
    expect(formatUsd(-1500)).toBe('-$1,500');
  });

  it('writes lari whole, in the page format, with a sign for losses', () => {
    expect(formatLari(123_456_789, 'ka')).toBe(`1${NBSP}234${NBSP}568${NBSP}₾`);
    expect(formatLari(123_456_789, 'en')).toBe('₾1,234,568');
    expect(formatLari(-250_000, 'en')).toBe('-₾2,500');
    expect(formatLari(-20, 'ka')).toBe(`0${NBSP}₾`);
  });

  it('writes percents like ICU: ka 7,5% and 1234,5%, en 7.5%', () => {
    expect(formatPercent(7.5, 'ka')).toBe('7,5%');
    expect(formatPercent(1234.54, 'ka')).toBe('1234,5%');
    expect(formatPercent(12345.6, 'ka')).toBe(`12${NBSP}345,6%`);
    expect(formatPercent(12345.6, 'en')).toBe('12,345.6%');
    expect(formatPercent(11.672, 'en', 2)).toBe('11.67%');
    expect(formatPercent(-0.01, 'en')).toBe('0.0%');
    expect(formatPercent(3, 'ka', 0)).toBe('3%');
  });

  it('agrees with ICU on the Georgian percent structure', () => {
    const icu = new Intl.NumberFormat('ka-GE', { style: 'percent', maximumFractionDigits: 1 });
    expect(formatPercent(7.5, 'ka')).toBe(icu.format(0.075));
  });

  it('writes a rate with four decimals', () => {
    expect(formatRate(2.7086, 'ka')).toBe('2,7086');
    expect(formatRate(2.75, 'en')).toBe('2.7500');
  });
});

describe('compact axis labels', () => {
  it('abbreviates thousands and millions in each language', () => {
    expect(formatCompactLari(12_000_000, 'en')).toBe('₾120K');
    expect(formatCompactLari(123_456_789, 'en')).toBe('₾1.2M');
    expect(formatCompactLari(50_000, 'en')).toBe('₾500');
    expect(formatCompactLari(12_000_000, 'ka')).toBe(`120${NBSP}ათ.${NBSP}₾`);
    expect(formatCompactLari(123_456_789, 'ka')).toBe(`1,2${NBSP}მლნ${NBSP}₾`);
    expect(formatCompactLari(0, 'ka')).toBe(`0${NBSP}₾`);
  });
});
