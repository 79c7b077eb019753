import { err, ok, type Result } from 'neverthrow';
import { type DomainError, domainError } from '../errors/domain-error';
import type { CalendarDay } from './calendar-day';
import { monthOfWord } from './month-names';

/** The month assumed when the text names none (docs/webinar.md "Timeline": "October is the default"). */
const DEFAULT_TIMELINE_MONTH = 10;

/** Why a timeline date could not be read: no day number, or no such day in that month. */
export type TimelineDateError = DomainError<'timeline.day_missing' | 'timeline.day_invalid'>;

/**
 * Reads a timeline item's date text (`15 ოქტომბერი`, `November 3`, `3 ნოემბრის`) into a calendar day
 * of `year` (docs/webinar.md "Timeline"). All twelve months are recognised in both languages (the original
 * knew only October-December); an unrecognised month falls back to October as the spec says.
 */
export function parseTimelineDate(
  text: string,
  year: number,
): Result<CalendarDay, TimelineDateError> {
  const dayMatch = /(?<!\d)(\d{1,2})(?!\d)/.exec(text);
  if (!dayMatch) return err(domainError('timeline.day_missing'));
  const day = Number(dayMatch[1]);
  const words = text.split(/[^\p{L}.]+/u).filter((word) => word !== '');
  const month =
    words.map(monthOfWord).find((found) => found !== undefined) ?? DEFAULT_TIMELINE_MONTH;
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (day < 1 || probe.getUTCMonth() !== month - 1) return err(domainError('timeline.day_invalid'));
  return ok({ year, month, day });
}
