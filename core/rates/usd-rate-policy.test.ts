import { describe, expect, it } from 'vitest';
import { fallbackUsdRate, isPlausibleGelPerUsd, isUsdRateFresh } from './usd-rate-policy';

describe('USD rate policy (docs/calculator.md "Exchange rate")', () => {
  it('falls back to 2.75 lari, dated the Tbilisi day', () => {
    expect(fallbackUsdRate(new Date('2026-11-23T21:00:00Z'))).toEqual({
      gelPerUsd: 2.75,
      asOf: '2026-11-24',
      source: 'fallback',
    });
    expect(fallbackUsdRate(new Date('2026-11-23T19:59:59Z')).asOf).toBe('2026-11-23');
    expect(fallbackUsdRate(new Date('2026-11-23T20:00:00Z')).asOf).toBe('2026-11-24');
  });

  it('accepts rates from 0.1 to 10 only', () => {
    for (const ok of [0.1, 2.7086, 10]) expect(isPlausibleGelPerUsd(ok)).toBe(true);
    for (const bad of [0.09, 10.01, Number.NaN, Number.POSITIVE_INFINITY, '2.7', null]) {
      expect(isPlausibleGelPerUsd(bad)).toBe(false);
    }
  });

  it('counts a rate recent for under 60 minutes, never from the future', () => {
    const fetched = new Date('2026-11-23T10:00:00Z');
    expect(isUsdRateFresh(fetched, new Date('2026-11-23T10:59:59Z'))).toBe(true);
    expect(isUsdRateFresh(fetched, new Date('2026-11-23T11:00:00Z'))).toBe(false);
    expect(isUsdRateFresh(fetched, new Date('2026-11-23T09:59:00Z'))).toBe(false);
  });
});
