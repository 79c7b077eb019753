import { describe, expect, it } from 'vitest';
import { createShiftedClock } from '../../adapters/clock/system-clock';
import { startLivePages } from './live-pages';
import type { SiteBundle } from './load-site';

/** A stand-in bundle that says which instant it was rendered for. */
const bundle = (label: string) => ({ label }) as unknown as SiteBundle;
const labelOf = (pages: SiteBundle) => (pages as unknown as { label: string }).label;
const silent = { info: () => {}, error: () => {} };

describe('startLivePages (docs/site.md "Pages follow the clock")', () => {
  it('renders again at start when a boundary passed since the build, before serving', async () => {
    const clock = createShiftedClock(new Date('2026-12-20T08:00:00Z'));
    const renders: string[] = [];
    const live = await startLivePages({
      built: bundle('build'),
      builtAt: new Date('2026-11-28T08:00:00Z'),
      calendar: () => ({ cohorts: [], webinarSessions: [] }),
      clock,
      render: async (at) => {
        renders.push(at.toISOString().slice(0, 10));
        return bundle(`render ${at.toISOString()}`);
      },
      log: silent,
    });
    expect(renders).toEqual(['2026-12-20']);
    expect(labelOf(live.current())).toMatch(/^render 2026-12-20/);
    live.close();
  });

  it('keeps the build when nothing changed since, then swaps in the next boundary on its instant', async () => {
    const start = new Date('2026-12-16T15:44:59.300Z');
    const clock = createShiftedClock(start);
    // The session's join link opens 15 minutes before 16:00 UTC: 700 ms from now.
    const session = { startsAt: new Date('2026-12-16T16:00:00Z'), durationMinutes: 90 };
    const renders: string[] = [];
    const live = await startLivePages({
      built: bundle('build'),
      builtAt: start,
      calendar: () => ({ cohorts: [], webinarSessions: [session] }),
      clock,
      render: async (at) => {
        renders.push(at.toISOString());
        return bundle(`render ${at.toISOString()}`);
      },
      log: silent,
    });
    expect(labelOf(live.current())).toBe('build');
    // Rendered ahead for the boundary's own instant, but not served before it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(renders).toEqual(['2026-12-16T15:45:00.000Z']);
    expect(labelOf(live.current())).toBe('build');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(labelOf(live.current())).toBe('render 2026-12-16T15:45:00.000Z');
    live.close();
  });

  it('keeps serving the previous pages when a render fails', async () => {
    const clock = createShiftedClock(new Date('2026-12-20T08:00:00Z'));
    const errors: string[] = [];
    const live = await startLivePages({
      built: bundle('build'),
      builtAt: new Date('2026-11-28T08:00:00Z'),
      calendar: () => ({ cohorts: [], webinarSessions: [] }),
      clock,
      render: async () => {
        throw new Error('SSR bundle missing');
      },
      log: { info: () => {}, error: (_facts, message) => errors.push(message) },
    });
    expect(labelOf(live.current())).toBe('build');
    expect(errors).toEqual(['rendering the pages failed: the previous pages stay in service']);
    live.close();
  });

  it('renders again when the seats change what the pages show (a cohort fills up)', async () => {
    const clock = createShiftedClock(new Date('2026-12-20T08:00:00Z'));
    let full = '';
    let renders = 0;
    const live = await startLivePages({
      built: bundle('build'),
      builtAt: new Date('2026-12-20T07:59:00Z'),
      calendar: () => ({ cohorts: [], webinarSessions: [] }),
      clock,
      render: async (at) => {
        renders += 1;
        return bundle(`render ${renders} ${at.toISOString()}`);
      },
      log: silent,
      saleKey: async () => full,
      saleCheckMs: 50,
    });
    expect(renders).toBe(0);
    full = '4';
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(renders).toBe(1);
    expect(labelOf(live.current())).toMatch(/^render 1 /);
    live.close();
  });
});
