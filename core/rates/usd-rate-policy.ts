import type { UsdRate } from '../ports/exchange-rates';
import { tbilisiDay } from '../time/tbilisi-time';

/** docs/calculator.md "Exchange rate": lari per dollar used when the national bank's rate cannot be had. */
const FALLBACK_GEL_PER_USD = 2.75;

/** docs/calculator.md "Exchange rate": a rate is recent within 60 minutes. */
const USD_RATE_FRESH_MS = 60 * 60 * 1000;

/** docs/calculator.md "Exchange rate": anything else is a broken answer, not a rate. */
export function isPlausibleGelPerUsd(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0.1 && value <= 10;
}

/** The fallback rate, dated the Tbilisi day it was used on, so the page can say so (docs/calculator.md "Inputs and limits"). */
export function fallbackUsdRate(now: Date): UsdRate {
  return { gelPerUsd: FALLBACK_GEL_PER_USD, asOf: tbilisiDay(now), source: 'fallback' };
}

/** Whether a rate fetched at `fetchedAt` may still be served at `now` (60 minutes, docs/calculator.md "Exchange rate"). */
export function isUsdRateFresh(fetchedAt: Date, now: Date, freshMs = USD_RATE_FRESH_MS): boolean {
  const age = now.getTime() - fetchedAt.getTime();
  return age >= 0 && age < freshMs;
}
