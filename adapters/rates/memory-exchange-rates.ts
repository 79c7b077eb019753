import { errAsync, okAsync } from 'neverthrow';
import type { ExchangeRates } from '../../core/ports/exchange-rates';
import { type PublishedRates, unavailable, usdRateOf } from './published-rates';

/** The in-memory twin: answers from a published list you hand it, or fails like a dead source. */
export interface MemoryExchangeRates extends ExchangeRates {
  /** Replaces the list; undefined makes every call fail as if the bank did not answer. */
  publish(rates: PublishedRates | undefined): void;
  /** How many times the rate was asked for. */
  calls(): number;
}

/** Builds the twin with an optional first list (none: the source is down). */
export function createMemoryExchangeRates(initial?: PublishedRates): MemoryExchangeRates {
  let current = initial;
  let count = 0;
  return {
    usdRate: () => {
      count += 1;
      if (current === undefined) return errAsync(unavailable('network'));
      const result = usdRateOf(current);
      return result.isOk() ? okAsync(result.value) : errAsync(result.error);
    },
    publish: (rates) => {
      current = rates;
    },
    calls: () => count,
  };
}
