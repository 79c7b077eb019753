import { describe, expect, it } from 'vitest';
import type { WebinarSession } from '../../../core/site-config/site-config';
import { timelineItems } from './timeline-item';
import { timelineStatuses } from './timeline-statuses';

const session = (iso: string, extra: Partial<WebinarSession> = {}): WebinarSession => ({
  startsAt: new Date(iso),
  durationMinutes: 90,
  title: { ka: 'ვებინარი', en: 'Webinar' },
  ...extra,
});

const sessions = [
  session('2026-12-30T20:00:00+04:00'),
  session('2027-01-02T20:00:00+04:00', { seats: 40 }),
  session('2027-01-05T02:00:00+04:00'),
];

describe('timelineItems (docs/webinar.md "Timeline")', () => {
  it('writes each session in the page language with its Tbilisi date, year and time range', () => {
    const [first, second, third] = timelineItems(sessions, 'ka');
    expect(first).toMatchObject({
      date: '30 დეკემბერი, 2026',
      time: '20:00–21:30',
      title: 'ვებინარი',
    });
    expect(second).toMatchObject({ date: '2 იანვარი, 2027', seats: 40 });
    expect(third).toMatchObject({ date: '5 იანვარი, 2027', time: '02:00–03:30' });
    expect(timelineItems(sessions, 'en')[1]).toMatchObject({
      date: 'January 2, 2027',
      title: 'Webinar',
    });
    expect(first?.seats).toBeUndefined();
  });
});

describe('timelineStatuses (Asia/Tbilisi, across the year boundary)', () => {
  it('is neutral (all upcoming) without a clock, as prerendered', () => {
    expect(timelineStatuses(sessions, undefined)).toEqual(['upcoming', 'upcoming', 'upcoming']);
  });

  it('seen on 30 December: today, then 2 January upcoming', () => {
    expect(timelineStatuses(sessions, new Date('2026-12-30T09:00:00+04:00'))).toEqual([
      'today',
      'upcoming',
      'upcoming',
    ]);
  });

  it('seen on 2 January: 30 December passed, today, upcoming', () => {
    expect(timelineStatuses(sessions, new Date('2027-01-02T09:00:00+04:00'))).toEqual([
      'passed',
      'today',
      'upcoming',
    ]);
  });

  it('a session at 02:00 Tbilisi (the previous day in UTC) is today on its Tbilisi day', () => {
    expect(timelineStatuses(sessions, new Date('2027-01-04T21:00:00Z'))[2]).toBe('today');
    expect(timelineStatuses(sessions, new Date('2027-01-04T19:00:00Z'))[2]).toBe('upcoming');
  });
});
