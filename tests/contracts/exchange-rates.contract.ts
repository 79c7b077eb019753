import { describe, expect, it } from 'vitest';
import type { ExchangeRates } from '../../core/ports/exchange-rates';

/** What the source publishes in one test: a USD figure, nothing at all, no USD, or nonsense. */
export type RatesScenario =
  | { readonly kind: 'usd'; readonly rate: number; readonly quantity: number; readonly day: string }
  | { readonly kind: 'down' }
  | { readonly kind: 'no-usd' }
  | { readonly kind: 'implausible' };

/** What every ExchangeRates provider must answer (docs/integrations.md "NBG exchange rates", docs/calculator.md "Exchange rate"). */
export function describeExchangeRates(
  name: string,
  make: (scenario: RatesScenario) => Promise<ExchangeRates>,
): void {
  describe(`ExchangeRates contract: ${name}`, () => {
    it('reads the USD rate and the day it applies to', async () => {
      const rates = await make({ kind: 'usd', rate: 2.7086, quantity: 1, day: '2026-11-23' });
      expect((await rates.usdRate())._unsafeUnwrap()).toEqual({
        gelPerUsd: 2.7086,
        asOf: '2026-11-23',
        source: 'nbg',
      });
    });

    it('divides the rate by its quantity', async () => {
      const rates = await make({ kind: 'usd', rate: 27.1, quantity: 10, day: '2026-11-24' });
      const rate = (await rates.usdRate())._unsafeUnwrap();
      expect(rate.gelPerUsd).toBeCloseTo(2.71, 12);
      expect(rate.asOf).toBe('2026-11-24');
    });

    it('accepts the edges of 0.1–10', async () => {
      for (const value of [0.1, 10]) {
        const rates = await make({ kind: 'usd', rate: value, quantity: 1, day: '2026-11-23' });
        expect((await rates.usdRate())._unsafeUnwrap().gelPerUsd).toBe(value);
      }
    });

    it.each([
      ['down', 'the source does not answer'],
      ['no-usd', 'the list has no USD entry'],
      ['implausible', 'the USD figure is outside 0.1–10'],
    ] as const)('fails with exchange_rates.unavailable when %s (%s)', async (kind, _why) => {
      const rates = await make({ kind });
      expect((await rates.usdRate())._unsafeUnwrapErr().type).toBe('exchange_rates.unavailable');
    });
  });
}
