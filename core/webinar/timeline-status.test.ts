import { describe, expect, it } from 'vitest';
import { timelineStatus } from './timeline-status';

const at = (iso: string) => new Date(iso);

describe('timelineStatus (docs/webinar.md "Timeline", Asia/Tbilisi)', () => {
  const session = at('2025-10-15T20:00:00+04:00');

  it('is today for the whole Tbilisi calendar day', () => {
    expect(timelineStatus(session, at('2025-10-14T20:00:00Z'))).toBe('today');
    expect(timelineStatus(session, at('2025-10-15T19:59:59Z'))).toBe('today');
  });

  it('is upcoming before and passed after that day', () => {
    expect(timelineStatus(session, at('2025-10-14T19:59:59Z'))).toBe('upcoming');
    expect(timelineStatus(session, at('2025-10-15T20:00:00Z'))).toBe('passed');
  });

  it('works across a year boundary in both directions', () => {
    const onSecondJanuary = at('2027-01-02T20:00:00+04:00');
    const onThirtiethDecember = at('2026-12-30T20:00:00+04:00');
    expect(timelineStatus(onSecondJanuary, at('2026-12-30T12:00:00+04:00'))).toBe('upcoming');
    expect(timelineStatus(onThirtiethDecember, at('2027-01-02T12:00:00+04:00'))).toBe('passed');
    expect(timelineStatus(onSecondJanuary, at('2027-01-01T20:30:00Z'))).toBe('today');
  });

  it('uses the Tbilisi day of the session, not its UTC day', () => {
    // 01:30 on 3 December in Tbilisi is still 2 December in UTC.
    const early = at('2026-12-03T01:30:00+04:00');
    expect(early.getUTCDate()).toBe(2);
    expect(timelineStatus(early, at('2026-12-02T18:00:00+04:00'))).toBe('upcoming');
    expect(timelineStatus(early, at('2026-12-03T09:00:00+04:00'))).toBe('today');
    // 23:30 on 2 December in Tbilisi: at 00:10 the next Tbilisi day (still 2 December in UTC) it has passed.
    const late = at('2026-12-02T23:30:00+04:00');
    expect(timelineStatus(late, at('2026-12-03T00:10:00+04:00'))).toBe('passed');
    expect(timelineStatus(late, at('2026-12-02T23:59:00+04:00'))).toBe('today');
  });
});
