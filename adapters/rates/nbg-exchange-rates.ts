import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { Dispatcher } from 'undici';
import * as v from 'valibot';
import type { ExchangeRates, ExchangeRatesError, UsdRate } from '../../core/ports/exchange-rates';
import { fetch } from '../http/undici-fetch';
import {
  type PublishedCurrency,
  type PublishedRates,
  unavailable,
  usdRateOf,
} from './published-rates';

/** Where the national bank's JSON lives and how long to wait for it. */
export interface NbgExchangeRatesOptions {
  /** Scheme and host (configured: `NBG_BASE_URL`); a local fake in tests. */
  readonly baseUrl: string;
  /** An unanswered request must not hold the visitor's page: the fallback answers instead. */
  readonly timeoutMs: number;
  readonly dispatcher?: Dispatcher;
}

/** docs/integrations.md "NBG exchange rates": the English endpoint (a trailing `/` before `?` also works). */
export const NBG_RATES_PATH = '/gw/api/ct/monetarypolicy/currencies/en/json/';

/** `2023-01-06T00:00:00.000Z` → `2023-01-06`; anything else is not a day. */
const DaySchema = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}/),
  v.transform((value) => value.slice(0, 10)),
);

/** One published currency; `quantity` defaults to 1 as in the bank's older answers. */
const CurrencySchema = v.object({
  code: v.string(),
  rate: v.number(),
  quantity: v.optional(v.number(), 1),
  validFromDate: v.optional(v.unknown()),
});

/** The list's first element (the latest day); its entries are read one by one below. */
const NbgBodySchema = v.looseTuple([
  v.object({ date: v.optional(v.unknown()), currencies: v.array(v.unknown()) }),
]);

const dayOf = (value: unknown): string | undefined => {
  const day = v.safeParse(DaySchema, value);
  return day.success ? day.output : undefined;
};

/**
 * Reads `[ { date, currencies: [ { code, quantity, rate, validFromDate, … } ] } ]`: the first
 * element is the latest day (docs/integrations.md). The day is the USD entry's `validFromDate`,
 * else the element's `date`. An entry that does not read is skipped, not fatal: only USD matters.
 */
export function readNbgBody(body: unknown): PublishedRates | undefined {
  const parsed = v.safeParse(NbgBodySchema, body);
  if (!parsed.success) return undefined;
  const [first] = parsed.output;
  const currencies = first.currencies.flatMap((item) => {
    const entry = v.safeParse(CurrencySchema, item);
    return entry.success ? [entry.output] : [];
  });
  const usd = currencies.find((currency) => currency.code === 'USD');
  const day = dayOf(usd?.validFromDate) ?? dayOf(first.date);
  if (day === undefined) return undefined;
  return {
    day,
    currencies: currencies.map(
      ({ code, rate, quantity }): PublishedCurrency => ({ code, rate, quantity }),
    ),
  };
}

const failure = (error: unknown): ExchangeRatesError =>
  unavailable(error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network');

/**
 * The National Bank of Georgia's official rates (docs/integrations.md "NBG exchange rates"), without the `currencies`
 * filter whose support is unconfirmed: the whole list (~40 entries) is read and USD picked. Every
 * problem — network, timeout, HTTP error, unreadable body, no USD, a figure outside 0.1–10 — is
 * `exchange_rates.unavailable` with a `reason`; the server then serves the fallback rate.
 */
export function createNbgExchangeRates(options: NbgExchangeRatesOptions): ExchangeRates {
  const url = `${options.baseUrl.replace(/\/+$/, '')}${NBG_RATES_PATH}`;
  const { timeoutMs } = options;
  const extra = options.dispatcher === undefined ? {} : { dispatcher: options.dispatcher };
  const usdRate = (): ResultAsync<UsdRate, ExchangeRatesError> => {
    const signal = AbortSignal.timeout(timeoutMs);
    return ResultAsync.fromPromise(
      fetch(url, { headers: { accept: 'application/json' }, signal, ...extra }),
      failure,
    )
      .andThen((response) =>
        response.ok
          ? ResultAsync.fromPromise(response.json(), (error) =>
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
