import { describe, expect, it } from 'vitest';
import type { AnalyticsEventName } from './analytics-event-name';
import type { AnalyticsProvider } from './analytics-provider';
import { sessionDedupHistoryStore } from './dedup-history-store';
import { createTracker, type TrackerDeps } from './tracker';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

function setup(overrides: Partial<TrackerDeps> & { failing?: boolean } = {}) {
  let ms = Date.UTC(2025, 9, 20, 10);
  const sent: [string, AnalyticsEventName, unknown][] = [];
  const idle: (() => void)[] = [];
  const provider = (name: AnalyticsProvider['name']): AnalyticsProvider => ({
    name,
    send(event, data) {
      if (overrides.failing && name === 'meta-pixel') throw new Error('blocked by an ad blocker');
      sent.push([name, event, data]);
    },
  });
  const storage = memoryStorage();
  const deps: TrackerDeps = {
    now: () => new Date(ms),
    history: sessionDedupHistoryStore(storage),
    loadProviders: async () => [provider('meta-pixel'), provider('ga4')],
    whenIdle: (run) => void idle.push(run),
    debug: false,
    ...overrides,
  };
  return {
    tracker: createTracker(deps),
    deps,
    storage,
    sent,
    advance: (by: number) => {
      ms += by;
    },
    /** Runs the idle callbacks, then lets the provider import settle. */
    runIdle: async () => {
      for (const run of idle.splice(0)) run();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

describe('createTracker', () => {
  it('queues events until the tags load on idle, then delivers them in order', async () => {
    const { tracker, sent, advance, runIdle } = setup();
    tracker.track('page_view', { page_path: '/ka' });
    advance(10);
    tracker.track('cta_clicked', { label: 'hero' });
    expect(sent).toEqual([]);
    await runIdle();
    expect(sent.map(([provider, name]) => `${provider}:${name}`)).toEqual([
      'meta-pixel:page_view',
      'ga4:page_view',
      'meta-pixel:cta_clicked',
      'ga4:cta_clicked',
    ]);
    advance(10);
    tracker.track('calendar_opened', { source: 'faq_cta' });
    expect(sent.at(-1)).toEqual(['ga4', 'calendar_opened', { source: 'faq_cta' }]);
  });

  it('drops an identical event inside 100 ms but not at 100 ms', async () => {
    const { tracker, sent, advance, runIdle } = setup();
    await runIdle();
    tracker.track('cta_clicked', { label: 'a' });
    await runIdle();
    advance(99);
    tracker.track('cta_clicked', { label: 'a' });
    tracker.track('cta_clicked', { label: 'b' });
    advance(1);
    tracker.track('cta_clicked', { label: 'a' });
    const ga4 = sent.filter(([provider]) => provider === 'ga4').map(([, , data]) => data);
    expect(ga4).toEqual([{ label: 'a' }, { label: 'b' }, { label: 'a' }]);
  });

  it('fires a lead once per session, even after a reload (same session storage)', async () => {
    const first = setup();
    first.tracker.track('lead', { source: 'hero_registration_form' });
    await first.runIdle();
    first.advance(60_000);
    first.tracker.track('lead', { source: 'exit_intent' });
    expect(first.sent.filter(([, name]) => name === 'lead')).toHaveLength(2); // meta + ga4, once
    const reloaded = setup({ history: sessionDedupHistoryStore(first.storage) });
    reloaded.tracker.track('lead', { source: 'exit_intent' });
    await reloaded.runIdle();
    expect(reloaded.sent).toEqual([]);
  });

  it('swallows failures of a tag, of loading and of storage, and keeps serving the rest', async () => {
    const { tracker, sent, runIdle } = setup({ failing: true });
    expect(() => tracker.track('webinar_view')).not.toThrow();
    await runIdle();
    expect(sent).toEqual([['ga4', 'webinar_view', {}]]);

    const broken = setup({
      loadProviders: () => Promise.reject(new Error('script blocked')),
      history: {
        load: () => {
          throw new Error('storage denied');
        },
        save: () => {},
      },
    });
    expect(() => broken.tracker.track('lead', { source: 's' })).not.toThrow();
    await expect(broken.runIdle()).resolves.toBeUndefined();
  });

  it('never hands personal data to a tag', async () => {
    const { tracker, sent, runIdle } = setup();
    tracker.track('lead', {
      source: 'hero_registration_form',
      fullName: 'გიორგი მაისურაძე',
      email: 'giorgi@example.ge',
      phone: '+995599123456',
      linkedin: 'https://www.linkedin.com/in/giorgi',
    });
    await runIdle();
    const serialised = JSON.stringify(sent);
    expect(serialised).not.toMatch(/giorgi|599123456|მაისურაძე/i);
    expect(sent[0]).toEqual(['meta-pixel', 'lead', { source: 'hero_registration_form' }]);
  });

  it('drops a purchase without a transaction id or a positive value', async () => {
    const { tracker, sent, runIdle } = setup({ debug: true });
    tracker.track('purchase', { value: 2700 });
    tracker.track('purchase', { transaction_id: 'course-1', value: 0 });
    tracker.track('purchase', { transaction_id: 'course-1', value: 2700, currency: 'GEL' });
    await runIdle();
    expect(sent.map(([, name]) => name)).toEqual(['purchase', 'purchase']);
    expect(tracker.debugLog().map((event) => event.outcome)).toEqual([
      'invalid',
      'invalid',
      'sent',
    ]);
  });

  it('keeps a debug log of the last 50 events only when debugging', async () => {
    const quiet = setup();
    quiet.tracker.track('webinar_view');
    expect(quiet.tracker.debugLog()).toEqual([]);

    const { tracker, advance } = setup({ debug: true });
    for (let i = 0; i < 60; i += 1) {
      tracker.track('cta_clicked', { i });
      advance(1);
    }
    tracker.track('cta_clicked', { i: 59 });
    const log = tracker.debugLog();
    expect(log).toHaveLength(50);
    expect(log[0]?.data).toEqual({ i: 11 });
    expect(log.at(-1)?.outcome).toBe('duplicate');
  });

  it('loads nothing and sends nothing before the first event', async () => {
    let loads = 0;
    const { runIdle } = setup({
      loadProviders: async () => {
        loads += 1;
        return [];
      },
    });
    await runIdle();
    expect(loads).toBe(0);
  });
});
