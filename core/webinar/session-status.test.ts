import { describe, expect, it } from 'vitest';
import { sessionEnd, sessionStatus } from './session-status';

const at = (iso: string) => new Date(iso);
/** 20:00–21:30 in Tbilisi on 16 December 2026. */
const session = { startsAt: at('2026-12-16T20:00:00+04:00'), durationMinutes: 90 };

describe('sessionStatus (docs/webinar.md "Timeline", Asia/Tbilisi)', () => {
  it('is upcoming on an earlier Tbilisi day and today earlier on its own day', () => {
    expect(sessionStatus(session, at('2026-12-15T23:59:59+04:00'))).toBe('upcoming');
    expect(sessionStatus(session, at('2026-12-16T00:00:00+04:00'))).toBe('today');
    expect(sessionStatus(session, at('2026-12-16T19:44:59+04:00'))).toBe('today');
  });

  it('is live from 15 minutes before the start until the end', () => {
    expect(sessionStatus(session, at('2026-12-16T19:45:00+04:00'))).toBe('live');
    expect(sessionStatus(session, at('2026-12-16T21:29:59+04:00'))).toBe('live');
  });

  it('is passed from the end on, the same evening included', () => {
    expect(sessionEnd(session)).toEqual(at('2026-12-16T21:30:00+04:00'));
    expect(sessionStatus(session, at('2026-12-16T21:30:00+04:00'))).toBe('passed');
    expect(sessionStatus(session, at('2026-12-16T23:30:00+04:00'))).toBe('passed');
  });

  it('works across a year change', () => {
    const newYear = { startsAt: at('2027-01-02T20:00:00+04:00'), durationMinutes: 60 };
    expect(sessionStatus(newYear, at('2026-12-31T23:59:00+04:00'))).toBe('upcoming');
    expect(sessionStatus(newYear, at('2027-01-02T08:00:00+04:00'))).toBe('today');
  });

  it('uses the Tbilisi day of the session, not its UTC day', () => {
    // 01:30 on 3 December in Tbilisi is still 2 December in UTC.
    const early = { startsAt: at('2026-12-03T01:30:00+04:00'), durationMinutes: 60 };
    expect(sessionStatus(early, at('2026-12-02T22:00:00+04:00'))).toBe('upcoming');
    expect(sessionStatus(early, at('2026-12-03T00:10:00+04:00'))).toBe('today');
  });
});
