import { describe, expect, it } from 'vitest';
import {
  NEAREST_WEBINAR_SESSION,
  WEBINAR_SESSION_ID_PATTERN,
  webinarSessionId,
} from './webinar-session-id';

describe('a webinar session id (docs/webinar.md "Session choice")', () => {
  it('is the start in UTC to the minute, whatever the offset it was written with', () => {
    expect(webinarSessionId(new Date('2026-12-02T20:00:00+04:00'))).toBe('20261202T1600Z');
    expect(webinarSessionId(new Date('2027-01-01T03:59:30+04:00'))).toBe('20261231T2359Z');
  });

  it('has the shape the registration schema accepts, as has the nearest-session choice', () => {
    expect(WEBINAR_SESSION_ID_PATTERN.test(webinarSessionId(new Date()))).toBe(true);
    expect(WEBINAR_SESSION_ID_PATTERN.test(NEAREST_WEBINAR_SESSION)).toBe(true);
    for (const other of ['', 'nextt', '20261202T1600', '20261202T16:00Z', 'x20261202T1600Z'])
      expect(WEBINAR_SESSION_ID_PATTERN.test(other)).toBe(false);
  });
});
