import { describe, expect, it } from 'vitest';
import type { WebinarSession } from '../site-config/site-config';
import { hasSessionAhead, lastSessionStart } from './next-webinar-waitlist';
import { isSessionAhead } from './session-ahead';
import { offeredWebinarSessions } from './session-choice';

const session = (iso: string): WebinarSession => ({
  startsAt: new Date(iso),
  durationMinutes: 90,
  title: { ka: 'ვებინარი', en: 'Webinar' },
});

describe('hasSessionAhead (docs/webinar.md "No session scheduled")', () => {
  it('is true until the last configured session starts, then false', () => {
    const sessions = [session('2026-12-02T20:00:00+04:00'), session('2026-12-16T20:00:00+04:00')];
    expect(hasSessionAhead(sessions, new Date('2026-12-16T19:59:59+04:00'))).toBe(true);
    expect(hasSessionAhead(sessions, new Date('2026-12-16T20:00:00+04:00'))).toBe(false);
  });

  it('is false with no session configured', () => {
    expect(hasSessionAhead([], new Date('2026-12-01T00:00:00Z'))).toBe(false);
  });
});

describe('lastSessionStart and isSessionAhead', () => {
  it('agree with offering: ahead exactly while some session has not started', () => {
    const sessions = [session('2026-12-16T20:00:00+04:00'), session('2026-12-02T20:00:00+04:00')];
    const last = lastSessionStart(sessions);
    expect(last).toEqual(new Date('2026-12-16T20:00:00+04:00'));
    for (const iso of ['2026-12-01T00:00:00Z', '2026-12-16T15:59:59Z', '2026-12-16T16:00:00Z']) {
      const at = new Date(iso);
      expect(isSessionAhead(last?.getTime() ?? null, at)).toBe(
        offeredWebinarSessions(sessions, at).length > 0,
      );
    }
    expect(isSessionAhead(null, new Date())).toBe(false);
  });
});
