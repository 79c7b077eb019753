import { describe, expect, it } from 'vitest';
import { formatClaim } from './format-claim';

const NBSP = '\u00a0';

describe('formatClaim (docs/site.md "Claims")', () => {
  it('writes counts with a plus, grouping like ICU (ka from five digits, no-break spaces)', () => {
    expect(formatClaim(30, 'count', 'ka')).toBe('30+');
    expect(formatClaim(37, 'count', 'en')).toBe('37+');
    expect(formatClaim(1500, 'count', 'ka')).toBe('1500+');
    expect(formatClaim(1500, 'count', 'en')).toBe('1,500+');
    expect(formatClaim(15000, 'count', 'ka')).toBe(`15${NBSP}000+`);
    expect(formatClaim(11, 'plain', 'ka')).toBe('11');
  });

  it('writes a rating out of five with the language decimal sign', () => {
    expect(formatClaim(4.8, 'rating', 'ka')).toBe('4,8/5');
    expect(formatClaim(4.8, 'rating', 'en')).toBe('4.8/5');
    expect(formatClaim(5, 'rating', 'en')).toBe('5/5');
  });

  it('shortens views and dollars in English, keeps whole numbers in Georgian below a million', () => {
    expect(formatClaim(7100, 'views', 'en')).toBe('7.1K+');
    expect(formatClaim(1000, 'views', 'en')).toBe('1K+');
    expect(formatClaim(7100, 'views', 'ka')).toBe('7100+');
    expect(formatClaim(15000, 'usd', 'en')).toBe('$15K+');
    expect(formatClaim(15000, 'usd', 'ka')).toBe(`$15${NBSP}000+`);
    expect(formatClaim(8_000_000, 'usd', 'en')).toBe('$8M+');
    expect(formatClaim(8_000_000, 'usd', 'ka')).toBe(`$8${NBSP}მლნ+`);
    expect(formatClaim(2_500_000, 'usd', 'ka')).toBe(`$2,5${NBSP}მლნ+`);
    expect(formatClaim(950, 'views', 'en')).toBe('950+');
  });

  it('agrees with Intl ka-GE and en-US digits and separators (spaces normalised)', () => {
    const intl = (locale: string, value: number, compact = false) =>
      new Intl.NumberFormat(locale, compact ? { notation: 'compact' } : {})
        .format(value)
        .replace(/[\u00a0\u202f ]/g, NBSP);
    for (const value of [37, 1500, 15000, 123456, 8000000]) {
      expect(formatClaim(value, 'plain', 'ka')).toBe(intl('ka-GE', value));
      expect(formatClaim(value, 'plain', 'en')).toBe(intl('en-US', value));
    }
    for (const value of [1000, 1400, 7100, 15000, 8000000]) {
      expect(formatClaim(value, 'views', 'en')).toBe(`${intl('en-US', value, true)}+`);
    }
    expect(formatClaim(4.3, 'rating', 'ka')).toBe(`${intl('ka-GE', 4.3)}/5`);
  });
});
