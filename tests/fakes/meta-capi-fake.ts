import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readRequestBody } from './read-request-body';

/** One event Meta's fake accepted. */
export interface MetaFakeEvent {
  readonly pixelId: string;
  readonly event: Readonly<Record<string, unknown>>;
}

/** A running Graph API fake for `POST /{version}/{pixel}/events` (docs/integrations.md "Meta Conversions API"). */
export interface MetaCapiFake {
  readonly baseUrl: string;
  readonly accessToken: string;
  /** Events counted, one per event name and id (Meta's dedup). */
  counted(): readonly MetaFakeEvent[];
  sends(): number;
  failNext(status: number): void;
  stop(): Promise<void>;
}

/** Starts the fake: checks the token, counts events by (event_name, event_id), answers like Meta. */
export async function startMetaCapiFake(accessToken = 'fake-capi-token'): Promise<MetaCapiFake> {
  const counted = new Map<string, MetaFakeEvent>();
  const failures: number[] = [];
  let sends = 0;
  const server = createServer(async (request, response) => {
    const body = await readRequestBody(request);
    const url = new URL(request.url ?? '/', 'http://fake');
    const match = /^\/v[\d.]+\/(\d+)\/events$/.exec(url.pathname);
    const answer = (status: number, json: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(json));
    };
    sends += 1;
    const failure = failures.shift();
    if (failure !== undefined) return answer(failure, { error: { message: 'fake failure' } });
    if (request.method !== 'POST' || match === null) return answer(404, { error: { code: 803 } });
    if (url.searchParams.get('access_token') !== accessToken) {
      return answer(400, { error: { code: 190, message: 'Invalid OAuth access token' } });
    }
    let data: unknown;
    try {
      data = (JSON.parse(body) as { data?: unknown }).data;
    } catch {
      data = undefined;
    }
    if (!Array.isArray(data)) return answer(400, { error: { code: 100 } });
    for (const event of data as Record<string, unknown>[]) {
      const missing = ['event_name', 'event_time', 'action_source', 'user_data'].some(
        (key) => event[key] === undefined,
      );
      if (missing) return answer(400, { error: { code: 100, message: 'missing field' } });
      const key = `${String(event.event_name)}:${String(event.event_id)}`;
      if (!counted.has(key)) counted.set(key, { pixelId: match[1] ?? '', event });
    }
    return answer(200, { events_received: data.length, messages: [], fbtrace_id: 'fake' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    accessToken,
    counted: () => [...counted.values()],
    sends: () => sends,
    failNext: (status) => {
      failures.push(status);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
