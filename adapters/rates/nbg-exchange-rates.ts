import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { ExchangeRates, ExchangeRatesError, UsdRate } from '../../core/ports/exchange-rates';
import {
  type PublishedCurrency,
  type PublishedRates,
  unavailable,
  usdRateOf,
} from './published-rates';

/** Where the national bank's JSON lives and how long to wait for it. */
export interface NbgExchangeRatesOptions {
  /** Scheme and host; a local fake in tests. */
  readonly baseUrl?: string;
  /** An unanswered request must not hold the visitor's page: the fallback answers instead. */
  readonly timeoutMs?: number;
}

/** docs/integrations.md "NBG exchange rates": the English endpoint (a trailing `/` before `?` also works). */
export const NBG_RATES_PATH = '/gw/api/ct/monetarypolicy/currencies/en/json/';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** `2023-01-06T00:00:00.000Z` → `2023-01-06`; anything else is not a day. */
function dayOf(value: unknown): string | undefined {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)
    ? value.slice(0, 10)
    : undefined;
}

function currencyOf(value: unknown): PublishedCurrency | undefined {
  if (!isRecord(value) || typeof value.code !== 'string') return undefined;
  const rate = value.rate;
  const quantity = value.quantity ?? 1;
  return typeof rate === 'number' && typeof quantity === 'number'
    ? { code: value.code, rate, quantity }
    : undefined;
}

/**
 * Reads `[ { date, currencies: [ { code, quantity, rate, validFromDate, … } ] } ]`: the first
 * element is the latest day (docs/calculator.md "Exchange rate"). The day is the
 * USD entry's `validFromDate`, else the element's `date`.
 */
export function readNbgBody(body: unknown): PublishedRates | undefined {
  const first = Array.isArray(body) ? body[0] : undefined;
  if (!isRecord(first) || !Array.isArray(first.currencies)) return undefined;
  const usd = first.currencies.find((item) => isRecord(item) && item.code === 'USD');
  const day = dayOf(isRecord(usd) ? usd.validFromDate : undefined) ?? dayOf(first.date);
  if (day === undefined) return undefined;
  const currencies = first.currencies
    .map(currencyOf)
    .filter((item): item is PublishedCurrency => item !== undefined);
  return { day, currencies };
}

const failure = (error: unknown): ExchangeRatesError =>
  unavailable(error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network');

/**
 * The National Bank of Georgia's official rates (docs/integrations.md "NBG exchange rates"), without the `currencies`
 * filter whose support is unconfirmed: the whole list (~40 entries) is read and USD picked. Every
 * problem — network, timeout, HTTP error, unreadable body, no USD, a figure outside 0.1–10 — is
 * `exchange_rates.unavailable` with a `reason`; the server then serves the fallback rate.
 */
export function createNbgExchangeRates(options: NbgExchangeRatesOptions = {}): ExchangeRates {
  const url = `${(options.baseUrl ?? 'https://nbg.gov.ge').replace(/\/+$/, '')}${NBG_RATES_PATH}`;
  const timeoutMs = options.timeoutMs ?? 2500;
  const usdRate = (): ResultAsync<UsdRate, ExchangeRatesError> => {
    const signal = AbortSignal.timeout(timeoutMs);
    return ResultAsync.fromPromise(
      fetch(url, { headers: { accept: 'application/json' }, signal }),
      failure,
    )
      .andThen((response) =>
        response.ok
          ? ResultAsync.fromPromise(response.json() as Promise<unknown>, (error) =>
              error instanceof Error && error.name === 'TimeoutError'
                ? unavailable('timeout')
                : unavailable('malformed'),
            )
          : ResultAsync.fromSafePromise(response.body?.cancel() ?? Promise.resolve()).andThen(() =>
              errAsync(unavailable(`http_${response.status}`)),
            ),
      )
      .andThen((body) => {
        const published = readNbgBody(body);
        if (published === undefined) return errAsync(unavailable('malformed'));
        const rate = usdRateOf(published);
        return rate.isOk() ? okAsync(rate.value) : errAsync(rate.error);
      });
  };
  return { usdRate };
}
