import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countdownParts } from './countdown-parts';

const target = new Date('2025-11-01T00:00:00+04:00');

describe('countdownParts', () => {
  it('splits the remaining time into days, hours, minutes and seconds', () => {
    const now = new Date(target.getTime() - ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 - 999);
    expect(countdownParts(target, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('is all zero at and after the target', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(countdownParts(target, target)).toEqual(zero);
    expect(countdownParts(target, new Date(target.getTime() + 86_400_000))).toEqual(zero);
  });

  it('parts are non-negative, in range, and recompose to the remaining whole seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (offsetMs) => {
        const parts = countdownParts(target, new Date(target.getTime() - offsetMs));
        const { days, hours, minutes, seconds } = parts;
        for (const part of [days, hours, minutes, seconds]) {
          expect(Number.isInteger(part) && part >= 0).toBe(true);
        }
        expect(hours).toBeLessThan(24);
        expect(minutes).toBeLessThan(60);
        expect(seconds).toBeLessThan(60);
        const total = ((days * 24 + hours) * 60 + minutes) * 60 + seconds;
        expect(total).toBe(Math.max(0, Math.floor(offsetMs / 1000)));
      }),
    );
  });
});
