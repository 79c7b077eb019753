import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readRequestBody } from './read-request-body';

/**
 * How the next POSTs fail: `http500` answers an HTML error page; `timeout` never answers (the script
 * is "still running"); `timeout-after-write` appends the row and then never answers the echo GET;
 * `error-body` answers, through the usual 302 and GET, `{ status: "error", message }` (a 200).
 */
export type AppsScriptFailure = 'http500' | 'timeout' | 'timeout-after-write' | 'error-body';

/** One request as the fake saw it, to assert the redirect was followed with a GET. */
export interface SeenRequest {
  readonly method: string;
  readonly path: string;
  readonly contentType: string | undefined;
}

/** What reached the sheet: raw arrivals, the rows it holds, and distinct idempotency keys. */
export interface AppsScriptCounts {
  readonly arrivals: number;
  readonly rows: number;
  readonly uniqueKeys: number;
}

/** A running Apps Script web-app fake on 127.0.0.1. */
export interface AppsScriptFake {
  /** The `/exec` URL to configure as the webhook. */
  readonly url: string;
  /**
   * Rows the sheet holds: one per idempotency key when it dedupes (docs/apps-script.md), every
   * arrival when it does not.
   */
  rows(): readonly Record<string, unknown>[];
  /** Every body `doPost` appended or skipped as a repeat, in order (duplicates visible here). */
  deliveries(): readonly Record<string, unknown>[];
  counts(): AppsScriptCounts;
  requests(): readonly SeenRequest[];
  /** The next `count` POSTs fail in `mode`. */
  failNext(mode: AppsScriptFailure, count?: number): void;
  /** Until called again with an empty list, every POST fails, cycling through `modes` (an outage). */
  outage(modes: readonly AppsScriptFailure[]): void;
  stop(): Promise<void>;
}

/** Options of the fake. */
export interface AppsScriptFakeOptions {
  /**
   * Skip a row whose idempotency key the sheet already has, answering `duplicate: true`, as the
   * script in docs/apps-script.md does (default). False: a script that appends every arrival.
   */
  readonly dedupe?: boolean;
  /** Delay between running "doPost" and answering its 302 (a kill can land in between). */
  readonly latencyMs?: number;
}

/**
 * A local stand-in for a Google Apps Script web app speaking its wire protocol (docs/integrations.md "Apps Script webhook"):
 * `POST /exec` with a text body runs "doPost" (parse JSON, append unless the idempotency key was seen
 * and `dedupe` is on),
 * then answers `302 Location: /echo?id=…`; `GET /echo?id=…` serves the JSON result once. A POST to the
 * echo URL is refused with 405, the way a re-POST would be a bug.
 */
export async function startAppsScriptFake(
  options: AppsScriptFakeOptions = {},
): Promise<AppsScriptFake> {
  const dedupe = options.dedupe ?? true;
  const rows: Record<string, unknown>[] = [];
  const deliveries: Record<string, unknown>[] = [];
  const seen: SeenRequest[] = [];
  const rowIdByKey = new Map<string, number>();
  const results = new Map<string, { body: unknown; hang: boolean }>();
  const failures: AppsScriptFailure[] = [];
  let outageModes: readonly AppsScriptFailure[] = [];
  let outagePosts = 0;
  let nextEcho = 0;
  const nextFailure = (): AppsScriptFailure | undefined => {
    const queued = failures.shift();
    if (queued !== undefined || outageModes.length === 0) return queued;
    outagePosts += 1;
    return outageModes[outagePosts % outageModes.length];
  };

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body));
  };

  const doPost = (text: string): unknown => {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return { status: 'error', message: 'Body is not JSON' };
    }
    if (typeof body !== 'object' || body === null) return { status: 'error', message: 'No row' };
    const row = body as Record<string, unknown>;
    deliveries.push(row);
    const key = String(row.idempotencyKey ?? '');
    const existing = rowIdByKey.get(key);
    if (dedupe && existing !== undefined) {
      return { status: 'success', rowId: existing, duplicate: true };
    }
    rows.push(row);
    rowIdByKey.set(key, rows.length + 1);
    return { status: 'success', rowId: rows.length + 1 };
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    seen.push({
      method: request.method ?? '',
      path: url.pathname,
      contentType: request.headers['content-type'],
    });
    if (url.pathname === '/echo') {
      const result = results.get(url.searchParams.get('id') ?? '');
      if (request.method !== 'GET' || result === undefined)
        return json(response, 405, { error: 'GET once' });
      results.delete(url.searchParams.get('id') ?? '');
      if (result.hang) return;
      return json(response, 200, result.body);
    }
    if (url.pathname !== '/exec' || request.method !== 'POST') return json(response, 404, {});
    const text = await readRequestBody(request);
    const failure = nextFailure();
    if (failure === 'timeout') return;
    if (failure === 'http500') {
      response.writeHead(500, { 'content-type': 'text/html' });
      return response.end('<html><body>Error: script failed</body></html>');
    }
    const body =
      failure === 'error-body' ? { status: 'error', message: 'Sheet is locked' } : doPost(text);
    nextEcho += 1;
    const id = String(nextEcho);
    results.set(id, { body, hang: failure === 'timeout-after-write' });
    if (options.latencyMs !== undefined) {
      await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
    }
    response.writeHead(302, { location: `${origin}/echo?id=${id}` });
    response.end();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: `${origin}/exec`,
    rows: () => [...rows],
    deliveries: () => [...deliveries],
    counts: () => ({
      arrivals: deliveries.length,
      rows: rows.length,
      uniqueKeys: rowIdByKey.size,
    }),
    requests: () => [...seen],
    failNext(mode, count = 1) {
      for (let index = 0; index < count; index += 1) failures.push(mode);
    },
    outage(modes) {
      outageModes = [...modes];
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
