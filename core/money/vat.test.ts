import { describe, expect, it } from 'vitest';
import { tetriConstant as m } from './money';
import { vatPortion } from './vat';

describe('vatPortion', () => {
  it('is 18/118 of the gross, rounded to the tetri', () => {
    expect(vatPortion(m(11800))).toBe(1800);
    expect(vatPortion(m(270000))).toBe(41186);
    expect(vatPortion(m(250000))).toBe(38136);
    expect(vatPortion(m(0))).toBe(0);
    expect(vatPortion(m(3))).toBe(0);
    expect(vatPortion(m(4))).toBe(1);
  });
});
