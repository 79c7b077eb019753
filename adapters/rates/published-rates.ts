import { err, ok, type Result } from 'neverthrow';
import { domainError } from '../../core/errors/domain-error';
import type { ExchangeRatesError, UsdRate } from '../../core/ports/exchange-rates';
import { isPlausibleGelPerUsd } from '../../core/rates/usd-rate-policy';

/** One currency as the national bank publishes it: `rate` lari buy `quantity` units. */
export interface PublishedCurrency {
  readonly code: string;
  readonly rate: number;
  readonly quantity: number;
}

/** A day's list of rates (docs/integrations.md "NBG exchange rates": one array element per day). */
export interface PublishedRates {
  /** `YYYY-MM-DD`: the day the rates apply to. */
  readonly day: string;
  readonly currencies: readonly PublishedCurrency[];
}

/** Why a published list gave no usable dollar rate, as the port's one error code. */
export const unavailable = (reason: string): ExchangeRatesError =>
  domainError('exchange_rates.unavailable', { reason });

/**
 * The USD rate of a published list: `rate / quantity` lari per dollar (docs/integrations.md "NBG exchange rates"
 * "Quantity semantics"), refused when USD is missing or the figure is outside 0.1–10 (docs/calculator.md "Inputs and limits"),
 * which would be a broken answer rather than a rate. Shared by the NBG adapter and its twin.
 */
export function usdRateOf(published: PublishedRates): Result<UsdRate, ExchangeRatesError> {
  const usd = published.currencies.find((currency) => currency.code === 'USD');
  if (usd === undefined) return err(unavailable('usd_missing'));
  const gelPerUsd = usd.quantity > 0 ? usd.rate / usd.quantity : Number.NaN;
  if (!isPlausibleGelPerUsd(gelPerUsd)) return err(unavailable('implausible'));
  return ok({ gelPerUsd, asOf: published.day, source: 'nbg' });
}
