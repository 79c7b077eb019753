import { describe, expect, it } from 'vitest';
import { nextWebinar } from './next-webinar';
import { readTimelineItems } from './timeline-item';
import { timelineStatuses } from './timeline-statuses';

const items = readTimelineItems([
  { date: '18 ნოემბერი', title: 'A', time: '20:00–21:30', spots_left: 0 },
  { date: 'December 2', title: 'B', time: '20:00–21:30', spots_left: 14 },
  { date: '9 დეკემბერი', title: 'C', time: '20:00', spots_left: 22, emoji: '🚀' },
]);

describe('readTimelineItems', () => {
  it('reads items, defaulting the emoji to 🎯 and skipping malformed ones', () => {
    expect(items.map((item) => item.emoji)).toEqual(['🎯', '🎯', '🚀']);
    expect(readTimelineItems([{ date: 1 }, null, 'x'])).toEqual([]);
    expect(readTimelineItems('nope')).toEqual([]);
  });
});

describe('timelineStatuses (docs/webinar.md "Timeline", Asia/Tbilisi)', () => {
  it('is neutral (all upcoming) without a clock, as prerendered', () => {
    expect(timelineStatuses(items, undefined)).toEqual(['upcoming', 'upcoming', 'upcoming']);
  });

  it('marks passed, today and upcoming against a fixed clock', () => {
    const now = new Date('2026-12-02T10:00:00+04:00');
    expect(timelineStatuses(items, now)).toEqual(['passed', 'today', 'upcoming']);
  });

  it('uses the Tbilisi day: 21:00 UTC on 1 December is already 2 December in Tbilisi', () => {
    expect(timelineStatuses(items, new Date('2026-12-01T21:00:00Z'))[1]).toBe('today');
    expect(timelineStatuses(items, new Date('2026-12-01T19:00:00Z'))[1]).toBe('upcoming');
  });
});

describe('nextWebinar', () => {
  it('picks the first session not yet passed, with +04:00 start and end', () => {
    const next = nextWebinar(items, new Date('2026-11-22T12:00:00Z'));
    expect(next?.item.title).toBe('B');
    expect(next?.start.toISOString()).toBe('2026-12-02T16:00:00.000Z');
    expect(next?.end?.toISOString()).toBe('2026-12-02T17:30:00.000Z');
  });

  it('is undefined once every session is past', () => {
    expect(nextWebinar(items, new Date('2026-12-20T12:00:00Z'))).toBeUndefined();
  });
});
