import type { Clock } from '../../core/ports/clock';
import type { ExchangeRates, UsdRate } from '../../core/ports/exchange-rates';
import { fallbackUsdRate, USD_RATE_FRESH_MS } from '../../core/rates/usd-rate-policy';

/** A failed fetch is retried after this long, so a short outage does not pin the fallback for an hour. */
export const FALLBACK_RETRY_MS = 5 * 60 * 1000;

/** What the cache needs. */
export interface UsdRateCacheOptions {
  /** Absent (tests of unrelated routes, or no source configured): always the fallback. */
  readonly rates?: ExchangeRates;
  readonly clock: Clock;
  /** Told why the bank's rate was not used (operators see it; visitors never do). */
  readonly onFallback?: (reason: string) => void;
}

/** The current USD rate, served from memory while it is recent. */
export interface UsdRateCache {
  current(): Promise<UsdRate>;
}

/**
 * Serves the national bank's rate for 60 minutes after it was fetched (docs/calculator.md "Exchange rate" "recent within 60
 * minutes"); callers that arrive while a fetch is running share it. Any failure — or a throw — is
 * answered with the 2.75 fallback dated today (docs/calculator.md "Inputs and limits", silent for the visitor), kept 5 minutes.
 */
export function createUsdRateCache(options: UsdRateCacheOptions): UsdRateCache {
  const { rates, clock } = options;
  let cached: { rate: UsdRate; until: number } | undefined;
  let inFlight: Promise<UsdRate> | undefined;

  const fallback = (reason: string): { rate: UsdRate; until: number } => {
    options.onFallback?.(reason);
    const now = clock.now();
    return { rate: fallbackUsdRate(now), until: now.getTime() + FALLBACK_RETRY_MS };
  };

  const refresh = async (): Promise<UsdRate> => {
    if (rates === undefined) {
      cached = fallback('not_configured');
      return cached.rate;
    }
    try {
      const result = await rates.usdRate();
      cached = result.isOk()
        ? { rate: result.value, until: clock.now().getTime() + USD_RATE_FRESH_MS }
        : fallback(String(result.error.params?.reason ?? result.error.type));
    } catch {
      cached = fallback('threw');
    }
    return cached.rate;
  };

  return {
    current: () => {
      const now = clock.now().getTime();
      if (cached !== undefined && now < cached.until) return Promise.resolve(cached.rate);
      inFlight ??= refresh().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
  };
}
