import { describe, expect, it } from 'vitest';
import { sessionDateText, sessionTimeText } from './session-text';

describe('session texts (docs/webinar.md "Timeline")', () => {
  it('writes the Tbilisi calendar date with its year in each language', () => {
    const start = new Date('2026-12-02T20:00:00+04:00');
    expect(sessionDateText(start, 'ka')).toBe('2 დეკემბერი, 2026');
    expect(sessionDateText(start, 'en')).toBe('December 2, 2026');
  });

  it('takes the day from Tbilisi, not UTC: 22:00 UTC on 31 December is 1 January', () => {
    const start = new Date('2026-12-31T22:00:00Z');
    expect(sessionDateText(start, 'ka')).toBe('1 იანვარი, 2027');
    expect(sessionTimeText(start, 60)).toBe('02:00–03:00');
  });

  it('writes the time range from the start and the duration, across midnight too', () => {
    expect(sessionTimeText(new Date('2026-12-02T16:00:00Z'), 90)).toBe('20:00–21:30');
    expect(sessionTimeText(new Date('2026-12-02T23:30:00+04:00'), 45)).toBe('23:30–00:15');
  });
});
