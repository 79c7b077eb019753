import { describe, expect, it } from 'vitest';
import { fromLari, tetriConstant } from './money';
import { isTetriCount } from './tetri-count';

const m = tetriConstant;

describe('tetri counts', () => {
  it('accepts whole non-negative counts', () => {
    expect(isTetriCount(0)).toBe(true);
    expect(isTetriCount(270000)).toBe(true);
    expect(m(270000)).toBe(270000);
  });

  it('rejects negatives, fractions and non-numbers', () => {
    for (const count of [-1, 1.5, Number.NaN, 2 ** 53]) expect(isTetriCount(count)).toBe(false);
    expect(() => m(-1)).toThrow(/NEGATIVE_PRICE/);
    expect(() => m(1.5)).toThrow(/INVALID_PRICE/);
    expect(() => m(Number.NaN)).toThrow(/INVALID_PRICE/);
    expect(() => m(2 ** 53)).toThrow(/INVALID_PRICE/);
  });

  it('throws on an invalid constant, which is a bug', () => {
    expect(m(5)).toBe(5);
    expect(() => m(-5)).toThrow(/NEGATIVE_PRICE/);
  });
});

describe('fromLari', () => {
  it('converts lari to tetri, rounding float noise', () => {
    expect(fromLari(2700)._unsafeUnwrap()).toBe(270000);
    expect(fromLari(0.1)._unsafeUnwrap()).toBe(10);
    expect(fromLari(19.99)._unsafeUnwrap()).toBe(1999);
    expect(fromLari(1.005)._unsafeUnwrap()).toBe(100);
  });

  it('rejects negatives and non-finite values', () => {
    expect(fromLari(-1)._unsafeUnwrapErr().type).toBe('NEGATIVE_PRICE');
    expect(fromLari(Number.POSITIVE_INFINITY)._unsafeUnwrapErr().type).toBe('INVALID_PRICE');
  });
});
