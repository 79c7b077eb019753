import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from './create-i18n';
import { createLocaleBackend, type FetchLike, isRetryableLocaleFailure } from './locale-backend';

function fakeFetch(answer: (call: number) => number | 'network' | Record<string, unknown>) {
  const calls: { url: string; at: number }[] = [];
  const fetchLike: FetchLike = async (url) => {
    calls.push({ url, at: Date.now() });
    const result = answer(calls.length);
    if (result === 'network') throw new TypeError('fetch failed');
    if (typeof result === 'number') return { ok: false, status: result, json: async () => ({}) };
    return { ok: true, status: 200, json: async () => result };
  };
  return { fetchLike, calls };
}

function instanceWith(fetchLike: FetchLike) {
  return createI18n({
    language: 'ka',
    namespaces: ['common'],
    resources: { common: { hello: 'გამარჯობა' } },
    backend: createLocaleBackend(fetchLike),
  });
}

describe('isRetryableLocaleFailure (docs/validation.md "Error codes")', () => {
  it('retries 5xx and missing statuses, not 4xx', () => {
    expect(isRetryableLocaleFailure(undefined)).toBe(true);
    expect(isRetryableLocaleFailure(500)).toBe(true);
    expect(isRetryableLocaleFailure(503)).toBe(true);
    expect(isRetryableLocaleFailure(404)).toBe(false);
    expect(isRetryableLocaleFailure(429)).toBe(false);
  });
});

describe('locale backend with the i18next connector (docs/site.md "Languages")', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads a namespace from /locales/{lng}/{ns}.json', async () => {
    const { fetchLike, calls } = fakeFetch(() => ({ title: 'სათაური' }));
    const i18n = instanceWith(fetchLike);
    const loading = i18n.loadNamespaces('landing');
    await vi.runAllTimersAsync();
    await loading;
    expect(calls.map((call) => call.url)).toEqual(['/locales/ka/landing.json']);
    expect(i18n.getResource('ka', 'landing', 'title')).toBe('სათაური');
  });

  it('retries a 5xx five times with 350 ms doubling delays', async () => {
    const { fetchLike, calls } = fakeFetch(() => 503);
    const i18n = instanceWith(fetchLike);
    const start = Date.now();
    const loading = i18n.loadNamespaces('landing');
    await vi.runAllTimersAsync();
    await loading;
    expect(calls).toHaveLength(6);
    expect(calls.map((call) => call.at - start)).toEqual([0, 350, 1050, 2450, 5250, 10850]);
    expect(i18n.hasResourceBundle('ka', 'landing')).toBe(false);
  });

  it('retries network failures and succeeds once the server answers', async () => {
    const { fetchLike, calls } = fakeFetch((call) => (call < 3 ? 'network' : { ok: 'კი' }));
    const i18n = instanceWith(fetchLike);
    const loading = i18n.loadNamespaces('webinar');
    await vi.runAllTimersAsync();
    await loading;
    expect(calls).toHaveLength(3);
    expect(i18n.getResource('ka', 'webinar', 'ok')).toBe('კი');
  });

  it('does not retry a 4xx', async () => {
    const { fetchLike, calls } = fakeFetch(() => 404);
    const i18n = instanceWith(fetchLike);
    const loading = i18n.loadNamespaces('checkout');
    await vi.runAllTimersAsync();
    await loading;
    expect(calls).toHaveLength(1);
  });

  it('reads at most 10 files in parallel', async () => {
    let inFlight = 0;
    let peak = 0;
    const fetchLike: FetchLike = async () => {
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 10));
      inFlight -= 1;
      return { ok: true, status: 200, json: async () => ({}) };
    };
    const i18n = instanceWith(fetchLike);
    const namespaces = Array.from({ length: 14 }, (_, index) => `ns${index}`);
    const loading = i18n.loadNamespaces(namespaces);
    await vi.runAllTimersAsync();
    await loading;
    expect(peak).toBe(10);
  });
});
