import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '../errors/domain-error';

/** Lari per US dollar and where the figure came from (docs/architecture.md "Flow 3: calculator"). */
export interface UsdRate {
  readonly gelPerUsd: number;
  /** The day the rate applies to, `YYYY-MM-DD`. */
  readonly asOf: string;
  readonly source: 'nbg' | 'fallback';
}

/** The rate source could not answer (network, timeout, unexpected body). */
export type ExchangeRatesError = DomainError<'exchange_rates.unavailable'>;

/** Official exchange rates (National Bank of Georgia, docs/integrations.md "NBG exchange rates"). */
export interface ExchangeRates {
  /** The current GEL per USD rate. */
  usdRate(): ResultAsync<UsdRate, ExchangeRatesError>;
}
