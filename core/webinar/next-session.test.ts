import { describe, expect, it } from 'vitest';
import type { WebinarSession } from '../site-config/site-config';
import { nextWebinarSession } from './next-session';

const session = (iso: string, en: string): WebinarSession => ({
  startsAt: new Date(iso),
  durationMinutes: 90,
  title: { ka: en, en },
});

const sessions = [
  session('2026-11-18T20:00:00+04:00', 'A'),
  session('2026-12-02T20:00:00+04:00', 'B'),
  session('2027-01-02T20:00:00+04:00', 'C'),
];

describe('nextWebinarSession', () => {
  it('is the first session that has not ended', () => {
    expect(nextWebinarSession(sessions, new Date('2026-11-22T12:00:00Z'))?.title.en).toBe('B');
    expect(nextWebinarSession(sessions, new Date('2026-12-02T21:29:00+04:00'))?.title.en).toBe('B');
    // Ended at 21:30 the same evening: no longer advertised.
    expect(nextWebinarSession(sessions, new Date('2026-12-02T21:30:00+04:00'))?.title.en).toBe('C');
    expect(nextWebinarSession(sessions, new Date('2026-12-30T12:00:00+04:00'))?.title.en).toBe('C');
  });

  it('is undefined once every session is past', () => {
    expect(nextWebinarSession(sessions, new Date('2027-01-03T00:00:00+04:00'))).toBeUndefined();
  });
});
