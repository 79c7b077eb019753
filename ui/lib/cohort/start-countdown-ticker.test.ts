import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CohortCalendar } from '../../../core/site-config/site-config';
import type { CohortCountdownView } from './cohort-countdown-view';
import { startCountdownTicker } from './start-countdown-ticker';

const cohort: CohortCalendar = {
  number: 5,
  startDate: new Date('2027-09-01T10:00:00Z'),
  earlyBirdDeadline: new Date('2027-08-25T19:59:59Z'),
};

describe('startCountdownTicker', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2027-09-01T09:59:57Z') }));
  afterEach(() => vi.useRealTimers());

  it('reports at once, every second after, and stops at the start', () => {
    const views: CohortCountdownView[] = [];
    startCountdownTicker(
      cohort,
      () => new Date(),
      (view) => views.push(view),
    );
    expect(views.map((view) => view.parts.seconds)).toEqual([3]);
    vi.advanceTimersByTime(3_000);
    expect(views.map((view) => [view.parts.seconds, view.started])).toEqual([
      [3, false],
      [2, false],
      [1, false],
      [0, true],
    ]);
    vi.advanceTimersByTime(10_000);
    expect(views).toHaveLength(4);
  });

  it('reports zeros and "started" once, without ticking, when the cohort has already begun', () => {
    vi.setSystemTime(new Date('2028-01-01T00:00:00Z'));
    const views: CohortCountdownView[] = [];
    startCountdownTicker(
      cohort,
      () => new Date(),
      (view) => views.push(view),
    );
    vi.advanceTimersByTime(5_000);
    expect(views).toEqual([
      { started: true, parts: { days: 0, hours: 0, minutes: 0, seconds: 0 } },
    ]);
  });

  it('stops when the returned function is called', () => {
    const views: CohortCountdownView[] = [];
    const stop = startCountdownTicker(
      cohort,
      () => new Date(),
      (view) => views.push(view),
    );
    stop();
    vi.advanceTimersByTime(5_000);
    expect(views).toHaveLength(1);
  });
});
