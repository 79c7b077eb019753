import type { UsdRate } from '../../../core/ports/exchange-rates';
import { fallbackUsdRate, isPlausibleGelPerUsd } from '../../../core/rates/usd-rate-policy';

/** The rate is fetched while the visitor reads the form; a slow answer must not hold the result. */
export const RATE_TIMEOUT_MS = 4000;

/** Reads the server's `{ gelPerUsd, asOf, source }`; anything else is not a rate. */
export function readUsdRate(body: unknown): UsdRate | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { gelPerUsd, asOf, source } = body as Record<string, unknown>;
  if (!isPlausibleGelPerUsd(gelPerUsd) || typeof asOf !== 'string') return undefined;
  if (source !== 'nbg' && source !== 'fallback') return undefined;
  return { gelPerUsd, asOf: asOf.slice(0, 10), source };
}

/**
 * `GET /api/rates/usd`; the 2.75 fallback dated today when the server cannot be reached or
 * answers nonsense (docs/calculator.md "Inputs and limits": silent for the visitor; the page still names the rate it used).
 */
export async function fetchUsdRate(
  fetcher: typeof fetch = fetch,
  now: () => Date = () => new Date(),
): Promise<UsdRate> {
  try {
    const response = await fetcher('/api/rates/usd', {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(RATE_TIMEOUT_MS),
    });
    const rate = response.ok ? readUsdRate(await response.json()) : undefined;
    return rate ?? fallbackUsdRate(now());
  } catch {
    return fallbackUsdRate(now());
  }
}
