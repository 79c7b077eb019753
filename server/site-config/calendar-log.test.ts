import { describe, expect, it } from 'vitest';
import type { CalendarWarning } from '../../core/config-warnings/calendar-warnings';
import { logCalendarWarnings } from './calendar-log';

function collect(warnings: readonly CalendarWarning[]) {
  const lines: { facts: unknown; message: string }[] = [];
  logCalendarWarnings({ warn: (facts, message) => lines.push({ facts, message }) }, warnings);
  return lines;
}

describe('logCalendarWarnings', () => {
  it('logs nothing for a sound calendar', () => {
    expect(collect([])).toEqual([]);
  });

  it('logs one warning with each code once in the message and the facts as data', () => {
    const startsAt = new Date('2026-12-02T16:00:00Z');
    const overlappedBy = new Date('2026-12-02T17:00:00Z');
    const warnings: CalendarWarning[] = [
      { code: 'nothing_on_sale' },
      { code: 'sessions_overlap', startsAt, overlappedBy },
      { code: 'sessions_overlap', startsAt: overlappedBy, overlappedBy },
    ];
    expect(collect(warnings)).toEqual([
      {
        facts: { calendarWarnings: warnings },
        message:
          'site calendar needs attention (nothing_on_sale, sessions_overlap): see npm run ops -- config check',
      },
    ]);
  });
});
