import * as v from 'valibot';
import { serviceBaseUrl } from './url';
import { wholeNumber } from './whole-number';

/* The national bank's USD rate for the calculator (docs/integrations.md "NBG exchange rates"). */

/** Where the calculator's USD rate comes from. */
export interface ExchangeRatesConfig {
  /** `nbg` (default) or `fallback`: always 2.75, no request leaves the machine. */
  readonly provider: 'nbg' | 'fallback';
  /** Scheme and host of the national bank's API; a local fake in tests. */
  readonly nbgBaseUrl: string;
  /** How long to wait for the bank before the fallback answers. */
  readonly timeoutMs: number;
}

export const exchangeRatesEnv = {
  EXCHANGE_RATES: v.optional(v.picklist(['nbg', 'fallback'], 'must be nbg or fallback'), 'nbg'),
  NBG_BASE_URL: serviceBaseUrl('https://nbg.gov.ge'),
  NBG_TIMEOUT_MS: wholeNumber('2500', 100, 60_000),
};

export function toExchangeRatesConfig(env: ExchangeRatesEnv): ExchangeRatesConfig {
  return {
    provider: env.EXCHANGE_RATES,
    nbgBaseUrl: env.NBG_BASE_URL,
    timeoutMs: env.NBG_TIMEOUT_MS,
  };
}

const ExchangeRatesEnvSchema = v.object(exchangeRatesEnv);
type ExchangeRatesEnv = v.InferOutput<typeof ExchangeRatesEnvSchema>;
