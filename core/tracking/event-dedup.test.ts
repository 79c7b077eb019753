import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DedupHistory, decideEvent, EMPTY_DEDUP_HISTORY, HISTORY_LIMIT } from './event-dedup';
import { eventFingerprint } from './event-fingerprint';

const t0 = Date.UTC(2025, 9, 20);
const ev = (name: string, ms: number, data: Record<string, number> = {}) => ({
  name,
  fingerprint: eventFingerprint(name, data),
  at: new Date(t0 + ms),
});

function run(events: ReturnType<typeof ev>[]) {
  let history: DedupHistory = EMPTY_DEDUP_HISTORY;
  const fired: boolean[] = [];
  for (const event of events) {
    const decision = decideEvent(history, event);
    fired.push(decision.fire);
    history = decision.history;
  }
  return { fired, history };
}

describe('decideEvent', () => {
  it('drops an identical event inside 100 ms and lets it through at 100 ms', () => {
    expect(run([ev('cta', 0), ev('cta', 99), ev('cta', 199)]).fired).toEqual([true, false, true]);
  });

  it('lets different payloads through inside the window', () => {
    expect(run([ev('cta', 0, { x: 1 }), ev('cta', 10, { x: 2 })]).fired).toEqual([true, true]);
  });

  it('fires session-scoped events once per session, whatever the payload and delay', () => {
    const result = run([ev('Lead', 0, { v: 1 }), ev('Lead', 10_000, { v: 2 }), ev('Purchase', 1)]);
    expect(result.fired).toEqual([true, false, true]);
    expect(result.history.sessionFired).toEqual(['Lead']);
  });

  it('caps the history at 50 events', () => {
    const events = Array.from({ length: 80 }, (_, i) => ev('page', i * 1_000, { i }));
    const { history } = run(events);
    expect(history.fired).toHaveLength(HISTORY_LIMIT);
    expect(history.fired[0]?.at).toBe(t0 + 30_000);
  });

  it('keeps events still inside the window even past the cap', () => {
    const events = Array.from({ length: 60 }, (_, i) => ev('burst', i, { i }));
    const { history } = run(events);
    expect(history.fired).toHaveLength(60);
    expect(run([...events, ev('burst', 60, { i: 0 })]).fired.at(-1)).toBe(false);
  });

  it('never lets two identical events through within 100 ms', () => {
    const arbitraryEvent = fc.record({
      name: fc.constantFrom('cta', 'scroll', 'Lead', 'view'),
      payload: fc.integer({ min: 0, max: 79 }),
      gap: fc.oneof(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 120 })),
    });
    fc.assert(
      fc.property(fc.array(arbitraryEvent, { maxLength: 200 }), (specs) => {
        let ms = 0;
        const events = specs.map((spec) => {
          ms += spec.gap;
          return ev(spec.name, ms, { p: spec.payload });
        });
        const { fired } = run(events);
        const passed = events.filter((_, i) => fired[i]);
        for (const [i, a] of passed.entries()) {
          for (const b of passed.slice(i + 1)) {
            if (a.fingerprint === b.fingerprint) {
              expect(Math.abs(a.at.getTime() - b.at.getTime())).toBeGreaterThanOrEqual(100);
            }
          }
        }
        expect(passed.filter((event) => event.name === 'Lead').length).toBeLessThanOrEqual(1);
      }),
    );
  });
});
