import { type ApiResult, CLIENT_FAILURE_CODES, readErrorBody } from './api-result';
import {
  DEFAULT_RETRY_SCHEDULE,
  isRetryableStatus,
  type RetrySchedule,
  retryDelayMs,
} from './retry-schedule';

export type { ApiFieldIssue, ApiResult } from './api-result';

/** Base path through which the browser reaches the site's own HTTP API (docs/architecture.md "API client"). */
export const API_BASE = '/api';

/** docs/architecture.md "API client": a request's time-out, 30 s. */
export const API_TIMEOUT_MS = 30_000;

/** Per-call options; the injectable ones exist for tests. */
export interface ApiRequestOptions {
  readonly signal?: AbortSignal;
  readonly timeoutMs?: number;
  readonly retry?: Partial<RetrySchedule>;
  /** Also retry when no answer arrived (network error or timeout); default true (docs/architecture.md "API client"). */
  readonly retryWithoutAnswer?: boolean;
  readonly fetch?: typeof fetch;
  readonly sleep?: (ms: number) => Promise<void>;
}

/** POSTs JSON to `/api<path>`; never throws. */
export function apiPost<T>(
  path: string,
  body: unknown,
  options: ApiRequestOptions = {},
): Promise<ApiResult<T>> {
  return request<T>('POST', path, JSON.stringify(body), options);
}

/** GETs JSON from `/api<path>`; never throws. */
export function apiGet<T>(path: string, options: ApiRequestOptions = {}): Promise<ApiResult<T>> {
  return request<T>('GET', path, undefined, options);
}

type Attempt<T> = { result: ApiResult<T>; retryable: boolean; retryAfter?: string | null };

async function request<T>(
  method: 'GET' | 'POST',
  path: string,
  body: string | undefined,
  options: ApiRequestOptions,
): Promise<ApiResult<T>> {
  const schedule = { ...DEFAULT_RETRY_SCHEDULE, ...options.retry };
  const sleep = options.sleep ?? defaultSleep;
  for (let retry = 0; ; retry += 1) {
    const attempt = await attemptOnce<T>(method, path, body, options);
    const stop = !attempt.retryable || retry >= schedule.retries || options.signal?.aborted;
    if (stop) return attempt.result;
    await sleep(retryDelayMs(retry + 1, schedule, attempt.retryAfter));
  }
}

async function attemptOnce<T>(
  method: 'GET' | 'POST',
  path: string,
  body: string | undefined,
  options: ApiRequestOptions,
): Promise<Attempt<T>> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const init: RequestInit = { method, headers, signal, credentials: 'same-origin' };
  if (body !== undefined) init.body = body;
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(`${API_BASE}${path}`, init);
  } catch {
    return noAnswer(options, timeout.aborted);
  }
  const json = await response.json().catch(() => undefined);
  if (response.ok) {
    if (json === undefined && response.status !== 204) {
      const code = CLIENT_FAILURE_CODES.invalidResponse;
      return { result: { ok: false, status: response.status, code }, retryable: false };
    }
    return { result: { ok: true, status: response.status, data: json as T }, retryable: false };
  }
  return {
    result: readErrorBody(response.status, json),
    retryable: isRetryableStatus(response.status),
    retryAfter: response.headers.get('retry-after'),
  };
}

/** No HTTP answer: the caller aborted, the 30 s ran out, or the network failed. */
function noAnswer<T>(options: ApiRequestOptions, timedOut: boolean): Attempt<T> {
  if (options.signal?.aborted) {
    return { result: { ok: false, code: CLIENT_FAILURE_CODES.aborted }, retryable: false };
  }
  const code = timedOut ? CLIENT_FAILURE_CODES.timeout : CLIENT_FAILURE_CODES.network;
  return { result: { ok: false, code }, retryable: options.retryWithoutAnswer ?? true };
}

function defaultSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
