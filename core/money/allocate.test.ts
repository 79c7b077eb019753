import { describe, expect, it } from 'vitest';
import { allocate } from './allocate';
import { tetriConstant as m } from './money';

describe('allocate', () => {
  it('gives leftover tetri to the largest remainders', () => {
    expect(allocate(m(100), [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(m(270000), [1, 1, 1])).toEqual([90000, 90000, 90000]);
    expect(allocate(m(5), [3, 7])).toEqual([2, 3]); // 1.5 and 3.5 tie: the earlier share wins
    expect(allocate(m(6), [3, 7])).toEqual([2, 4]);
    expect(allocate(m(10), [1, 2, 3, 4])).toEqual([1, 2, 3, 4]);
    expect(allocate(m(7), [2, 1, 2])).toEqual([3, 1, 3]);
  });

  it('gives nothing to zero weights', () => {
    expect(allocate(m(5), [0, 1, 0])).toEqual([0, 5, 0]);
  });

  it.each([[[]], [[0, 0]], [[-1, 2]], [[0.5, 1]], [[Number.NaN]]])(
    'throws on weights %j',
    (weights) => {
      expect(() => allocate(m(100), weights)).toThrow(RangeError);
    },
  );
});
