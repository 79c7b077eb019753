import { describe, expect, it } from 'vitest';
import { parseTimelineDate } from './parse-timeline-date';

describe('parseTimelineDate', () => {
  it.each([
    ['15 ოქტომბერი', { year: 2025, month: 10, day: 15 }],
    ['3 ნოემბრის', { year: 2025, month: 11, day: 3 }],
    ['November 3', { year: 2025, month: 11, day: 3 }],
    ['Dec. 24, 19:00', { year: 2025, month: 12, day: 24 }],
    ['5 მარტი', { year: 2025, month: 3, day: 5 }],
    ['29 February', { year: 2025, month: 2, day: 29 }],
  ])('reads %j', (text, expected) => {
    if (expected.day === 29) {
      expect(parseTimelineDate(text, 2024)._unsafeUnwrap()).toEqual({ ...expected, year: 2024 });
      expect(parseTimelineDate(text, 2025)._unsafeUnwrapErr().type).toBe('timeline.day_invalid');
      return;
    }
    expect(parseTimelineDate(text, 2025)._unsafeUnwrap()).toEqual(expected);
  });

  it('falls back to October when no month is recognised', () => {
    expect(parseTimelineDate('12 Brumaire', 2025)._unsafeUnwrap()).toEqual({
      year: 2025,
      month: 10,
      day: 12,
    });
  });

  it('needs a standalone one- or two-digit day', () => {
    expect(parseTimelineDate('ოქტომბერი', 2025)._unsafeUnwrapErr().type).toBe(
      'timeline.day_missing',
    );
    expect(parseTimelineDate('2025 ოქტომბერი', 2025)._unsafeUnwrapErr().type).toBe(
      'timeline.day_missing',
    );
  });

  it.each(['0 October', '31 November', '45 December'])('rejects %j', (text) => {
    expect(parseTimelineDate(text, 2025)._unsafeUnwrapErr().type).toBe('timeline.day_invalid');
  });
});
