import type { Clock } from '../../core/ports/clock';
import type { ExchangeRates, UsdRate } from '../../core/ports/exchange-rates';
import { fallbackUsdRate, isUsdRateFresh } from '../../core/rates/usd-rate-policy';

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
  // `freshMs` undefined: the bank's rate, fresh for core's 60 minutes; the fallback is kept shorter.
  let cached: { rate: UsdRate; fetchedAt: Date; freshMs?: number } | undefined;
  let inFlight: Promise<UsdRate> | undefined;

  const fallback = (reason: string): { rate: UsdRate; fetchedAt: Date; freshMs: number } => {
    options.onFallback?.(reason);
    const now = clock.now();
    return { rate: fallbackUsdRate(now), fetchedAt: now, freshMs: FALLBACK_RETRY_MS };
  };

  const refresh = async (): Promise<UsdRate> => {
    if (rates === undefined) {
      cached = fallback('not_configured');
      return cached.rate;
    }
    try {
      const result = await rates.usdRate();
      cached = result.isOk()
        ? { rate: result.value, fetchedAt: clock.now() }
        : fallback(String(result.error.params?.reason ?? result.error.type));
    } catch {
      cached = fallback('threw');
    }
    return cached.rate;
  };

  return {
    current: () => {
      if (cached !== undefined && isUsdRateFresh(cached.fetchedAt, clock.now(), cached.freshMs)) {
        return Promise.resolve(cached.rate);
      }
      inFlight ??= refresh().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
  };
}
