import { describe, expect, it } from 'vitest';
import { fromLari, tetri, tetriConstant } from './money';

const m = tetriConstant;

describe('tetri', () => {
  it('accepts whole non-negative counts', () => {
    expect(tetri(0)._unsafeUnwrap()).toBe(0);
    expect(tetri(270000)._unsafeUnwrap()).toBe(270000);
  });

  it('rejects negatives, fractions and non-numbers', () => {
    expect(tetri(-1)._unsafeUnwrapErr().type).toBe('NEGATIVE_PRICE');
    expect(tetri(1.5)._unsafeUnwrapErr().type).toBe('INVALID_PRICE');
    expect(tetri(Number.NaN)._unsafeUnwrapErr().type).toBe('INVALID_PRICE');
    expect(tetri(2 ** 53)._unsafeUnwrapErr().type).toBe('INVALID_PRICE');
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
