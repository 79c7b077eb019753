import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One address's answer, in ipapi.co's field names (docs/integrations.md "IP geolocation"). */
export interface IpapiRecord {
  readonly city: string | null;
  readonly region: string;
  readonly country_name: string;
  readonly country_code: string;
}

/** How the next answers go wrong: 429 with ipapi's rate-limit body, or no answer in time. */
export type IpapiFailure = 'rate-limited' | 'timeout';

/** A running fake of ipapi.co on a local port. */
export interface IpapiFake {
  readonly baseUrl: string;
  /** Paths requested so far, in order. */
  requests(): readonly string[];
  /** The next `count` requests fail this way. */
  failNext(mode: IpapiFailure, count?: number): void;
  stop(): Promise<void>;
}

const KNOWN: Readonly<Record<string, IpapiRecord>> = {
  '31.146.1.1': { city: 'Tbilisi', region: 'Tbilisi', country_name: 'Georgia', country_code: 'GE' },
  '188.169.1.1': { city: 'Batumi', region: 'Adjara', country_name: 'Georgia', country_code: 'GE' },
  '8.8.8.8': {
    city: 'Mountain View',
    region: 'California',
    country_name: 'United States',
    country_code: 'US',
  },
};

/** The address the fake reports for `GET /json/` (the caller's own). */
export const IPAPI_FAKE_SELF_IP = '31.146.1.1';

const RESERVED = /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$)/;

/**
 * Answers like ipapi.co: `GET /{ip}/json/` and `GET /json/` give the record; reserved addresses
 * give 200 with `error: true`; unknown ones 404 with `error: true`; a rate-limited request 429
 * `{"error": true, "reason": "RateLimited", …}`; a "timeout" never answers until stopped.
 */
export async function startIpapiFake(): Promise<IpapiFake> {
  const requests: string[] = [];
  const failures: IpapiFailure[] = [];
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push(path);
    const failure = failures.shift();
    if (failure === 'timeout') return; // hold the socket open; stop() closes it
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (failure === 'rate-limited') {
      return send(429, {
        error: true,
        reason: 'RateLimited',
        message: 'Visit https://ipapi.co/ratelimited/ for details',
      });
    }
    const match = /^\/(?:([^/]+)\/)?json\/$/.exec(path);
    if (request.method !== 'GET' || match === null)
      return send(404, { error: true, reason: 'Not found' });
    const ip = match[1] === undefined ? IPAPI_FAKE_SELF_IP : decodeURIComponent(match[1]);
    if (RESERVED.test(ip))
      return send(200, { ip, error: true, reason: 'Reserved IP Address', reserved: true });
    const record = KNOWN[ip];
    if (record === undefined) return send(404, { ip, error: true, reason: 'Not found' });
    return send(200, { ip, ...record, country: record.country_code });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests: () => [...requests],
    failNext: (mode, count = 1) => {
      for (let i = 0; i < count; i += 1) failures.push(mode);
    },
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
