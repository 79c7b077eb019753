import { describe, expect, it } from 'vitest';
import { secondsPlayedBetween } from './played-span';

describe('secondsPlayedBetween', () => {
  it('counts the whole seconds passed during continuous playback', () => {
    expect(secondsPlayedBetween(10, 11)).toEqual([10]);
    expect(secondsPlayedBetween(10.4, 12.1)).toEqual([10, 11]);
    expect(secondsPlayedBetween(10.2, 10.45)).toEqual([]);
  });

  it('counts nothing for a first sample, a seek ahead or back, or bad input', () => {
    expect(secondsPlayedBetween(null, 5)).toEqual([]);
    expect(secondsPlayedBetween(10, 300)).toEqual([]);
    expect(secondsPlayedBetween(300, 10)).toEqual([]);
    expect(secondsPlayedBetween(10, Number.NaN)).toEqual([]);
    expect(secondsPlayedBetween(-3, -2)).toEqual([]);
  });
});
