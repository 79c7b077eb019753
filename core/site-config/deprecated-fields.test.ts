import { describe, expect, it } from 'vitest';
import { cohortsWithOriginalPrice } from './deprecated-fields';

const prices = { current: 270000, earlyBird: 250000 };

describe('cohortsWithOriginalPrice', () => {
  it('names the cohorts whose prices still give the ignored original price', () => {
    const json = {
      cohorts: [
        { number: 3, prices: { ...prices, original: 320000 } },
        { number: 4, prices },
        { number: 5, prices: { ...prices, original: 300000 } },
      ],
    };
    expect(cohortsWithOriginalPrice(json)).toEqual([3, 5]);
  });

  it('is empty for a file without it', () => {
    expect(cohortsWithOriginalPrice({ cohorts: [{ number: 4, prices }] })).toEqual([]);
    expect(cohortsWithOriginalPrice({})).toEqual([]);
  });
});
