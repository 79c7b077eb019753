import { describe, expect, it } from 'vitest';
import { apiGet, apiPost } from './api-client';
import { DEFAULT_RETRY_SCHEDULE, retryDelayMs } from './retry-schedule';

type Answer =
  | { status: number; body?: unknown; headers?: Record<string, string> }
  | 'network'
  | 'hang';

/** A fetch stand-in answering from a script, recording each call. */
function scriptedFetch(answers: Answer[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)] ?? 'network';
    if (answer === 'network') throw new TypeError('Failed to fetch');
    if (answer === 'hang') {
      return new Promise((_resolve, reject) => {
        if (init.signal?.aborted) reject(init.signal.reason);
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    }
    const body = answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(body, { status: answer.status, headers: answer.headers ?? {} });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

function recordingSleep() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

describe('apiPost / apiGet: JSON, time-out, retries, never throws (docs/architecture.md "API client")', () => {
  it('posts JSON to /api and returns the parsed answer', async () => {
    const { fetch, calls } = scriptedFetch([{ status: 201, body: { id: 'r1' } }]);
    const result = await apiPost<{ id: string }>('/registration', { email: 'a@b.ge' }, { fetch });
    expect(result).toEqual({ ok: true, status: 201, data: { id: 'r1' } });
    expect(calls[0]?.url).toBe('/api/registration');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"email":"a@b.ge"}');
    expect(calls[0]?.init.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it.each([408, 429, 500, 502, 503, 504])('retries %i with increasing delays', async (status) => {
    const { fetch, calls } = scriptedFetch([
      { status },
      { status },
      { status: 200, body: { ok: 1 } },
    ]);
    const { waits, sleep } = recordingSleep();
    const result = await apiGet('/geo/detect', { fetch, sleep });
    expect(result.ok).toBe(true);
    expect(calls).toHaveLength(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it('gives up after three retries and reports the server code', async () => {
    const { fetch, calls } = scriptedFetch([
      { status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE' } } },
    ]);
    const { waits, sleep } = recordingSleep();
    const result = await apiPost('/registration', {}, { fetch, sleep });
    expect(result).toEqual({ ok: false, status: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(calls).toHaveLength(4);
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it.each([400, 401, 403, 404, 409, 413, 422])('does not retry %i', async (status) => {
    const issues = [{ field: 'email', code: 'email.invalid' }];
    const { fetch, calls } = scriptedFetch([
      { status, body: { error: { code: 'VALIDATION_ERROR', issues } } },
    ]);
    const { waits, sleep } = recordingSleep();
    const result = await apiPost('/registration', {}, { fetch, sleep });
    expect(result).toEqual({ ok: false, status, code: 'VALIDATION_ERROR', issues });
    expect(calls).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('times out a hanging request, retries it, and reports TIMEOUT', async () => {
    const { fetch, calls } = scriptedFetch(['hang']);
    const { sleep } = recordingSleep();
    const result = await apiGet('/geo/detect', {
      fetch,
      sleep,
      timeoutMs: 20,
      retry: { retries: 1 },
    });
    expect(result).toEqual({ ok: false, code: 'TIMEOUT' });
    expect(calls).toHaveLength(2);
  });

  it('reports a network failure without throwing', async () => {
    const { fetch } = scriptedFetch(['network']);
    const result = await apiGet('/x', { fetch, sleep: async () => {}, retryWithoutAnswer: false });
    expect(result).toEqual({ ok: false, code: 'NETWORK_ERROR' });
  });

  it('stops at once when the caller aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    const { fetch, calls } = scriptedFetch(['hang']);
    const result = await apiGet('/x', { fetch, signal: controller.signal });
    expect(result).toEqual({ ok: false, code: 'ABORTED' });
    expect(calls).toHaveLength(1);
  });

  it('flags a 200 answer that is not JSON', async () => {
    const fetch = (async () =>
      new Response('<html>', { status: 200 })) as unknown as typeof globalThis.fetch;
    expect(await apiGet('/x', { fetch })).toEqual({
      ok: false,
      status: 200,
      code: 'INVALID_RESPONSE_FORMAT',
    });
  });
});

describe('retryDelayMs', () => {
  it('doubles from 1 s and honours a longer Retry-After, within the cap', () => {
    expect([1, 2, 3].map((retry) => retryDelayMs(retry, DEFAULT_RETRY_SCHEDULE))).toEqual([
      1000, 2000, 4000,
    ]);
    expect(retryDelayMs(1, DEFAULT_RETRY_SCHEDULE, '5')).toBe(5000);
    expect(retryDelayMs(1, DEFAULT_RETRY_SCHEDULE, '3600')).toBe(10_000);
    expect(retryDelayMs(2, DEFAULT_RETRY_SCHEDULE, 'soon')).toBe(2000);
  });
});
