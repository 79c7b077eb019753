import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One currency the fake publishes (docs/integrations.md "NBG exchange rates" field names). */
export interface NbgCurrency {
  readonly code: string;
  readonly quantity: number;
  readonly rate: number;
  readonly name: string;
  readonly nameKa: string;
}

/**
 * How the fake answers: the published list, an HTTP 500, no answer at all (a timeout), a list
 * without USD, a USD figure outside 0.1–10, a body that is not JSON, or an empty array (no data).
 */
export type NbgBehaviour =
  | 'normal'
  | 'http-error'
  | 'timeout'
  | 'no-usd'
  | 'implausible'
  | 'not-json'
  | 'empty';

/** A running fake of the national bank's rates endpoint on a local port. */
export interface NbgFake {
  readonly baseUrl: string;
  /** Paths (with query) requested so far. */
  requests(): readonly string[];
  /** From now on every answer behaves this way. */
  behave(behaviour: NbgBehaviour): void;
  /** Publishes a new USD figure (`rate` lari for `quantity` dollars) for `day` (YYYY-MM-DD). */
  publishUsd(rate: number, quantity: number, day: string): void;
  stop(): Promise<void>;
}

/** The day and USD figure the fake starts with. */
export const NBG_FAKE_DAY = '2026-11-23';
export const NBG_FAKE_USD_RATE = 2.7086;

const OTHERS: readonly NbgCurrency[] = [
  { code: 'EUR', quantity: 1, rate: 3.1234, name: 'Euro', nameKa: 'ევრო' },
  { code: 'JPY', quantity: 100, rate: 1.7815, name: 'Japanese Yen', nameKa: 'იაპონური იენი' },
  { code: 'CNY', quantity: 10, rate: 3.8012, name: 'Chinese Yuan', nameKa: 'ჩინური იუანი' },
];

const previousEvening = (day: string) =>
  new Date(Date.parse(`${day}T17:45:03.776Z`) - 24 * 60 * 60 * 1000).toISOString();

/** One currency in the wire shape: strings with four decimals, signed diff, publication dates. */
function wireCurrency(currency: NbgCurrency, day: string, georgian: boolean) {
  return {
    code: currency.code,
    quantity: currency.quantity,
    rateFormated: currency.rate.toFixed(4),
    diffFormated: '0.0008',
    rate: currency.rate,
    name: georgian ? currency.nameKa : currency.name,
    diff: -0.0008,
    date: previousEvening(day),
    validFromDate: `${day}T00:00:00.000Z`,
  };
}

const PATH = /^\/gw\/api\/ct\/monetarypolicy\/currencies\/([a-z]+)\/json\/?$/;

/**
 * Answers like `nbg.gov.ge/gw/api/ct/monetarypolicy/currencies/{en|ka}/json` (docs/integrations.md "NBG exchange rates"):
 * a JSON array with one element `{ date, currencies: [...] }`, `currencies=USD,EUR` filtering, the
 * `langaugeCode` (sic) error object for other languages, 404 for other paths.
 */
export async function startNbgFake(): Promise<NbgFake> {
  const requests: string[] = [];
  let behaviour: NbgBehaviour = 'normal';
  let usd = { rate: NBG_FAKE_USD_RATE, quantity: 1, day: NBG_FAKE_DAY };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    requests.push(`${url.pathname}${url.search}`);
    if (behaviour === 'timeout') return; // never answers; stop() closes the socket
    const send = (status: number, body: string, type = 'application/json; charset=utf-8') => {
      response.writeHead(status, { 'content-type': type });
      response.end(body);
    };
    const match = PATH.exec(url.pathname);
    if (request.method !== 'GET' || match === null) return send(404, '{"message":"Not Found"}');
    const language = match[1];
    if (language !== 'en' && language !== 'ka') {
      return send(400, JSON.stringify({ errors: { key: 'langaugeCode', message: 'Invalid' } }));
    }
    if (behaviour === 'http-error')
      return send(500, '<html>Internal Server Error</html>', 'text/html');
    if (behaviour === 'not-json') return send(200, '<html>maintenance</html>', 'text/html');
    if (behaviour === 'empty') return send(200, '[]');
    const usdEntry: NbgCurrency = {
      code: 'USD',
      quantity: usd.quantity,
      rate: behaviour === 'implausible' ? 27.086 : usd.rate,
      name: 'US Dollar',
      nameKa: 'აშშ დოლარი',
    };
    const all = behaviour === 'no-usd' ? OTHERS : [usdEntry, ...OTHERS];
    const wanted = url.searchParams.get('currencies')?.split(',');
    const listed = wanted === undefined ? all : all.filter((c) => wanted.includes(c.code));
    const body = [
      {
        date: `${usd.day}T00:00:00.000Z`,
        currencies: listed.map((c) => wireCurrency(c, usd.day, language === 'ka')),
      },
    ];
    return send(200, JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests: () => [...requests],
    behave: (next) => {
      behaviour = next;
    },
    publishUsd: (rate, quantity, day) => {
      usd = { rate, quantity, day };
    },
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
