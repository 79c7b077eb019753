import { describe, expect, it } from 'vitest';
import { timelineStatus } from './timeline-status';

const item = { year: 2025, month: 10, day: 15 };

describe('timelineStatus', () => {
  it('is today for the whole Tbilisi calendar day', () => {
    expect(timelineStatus(item, new Date('2025-10-14T20:00:00Z'))).toBe('today');
    expect(timelineStatus(item, new Date('2025-10-15T19:59:59Z'))).toBe('today');
  });

  it('is upcoming before and passed after that day', () => {
    expect(timelineStatus(item, new Date('2025-10-14T19:59:59Z'))).toBe('upcoming');
    expect(timelineStatus(item, new Date('2025-10-15T20:00:00Z'))).toBe('passed');
  });
});
