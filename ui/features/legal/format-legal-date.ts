import { formatCalendarDate } from '../../../core/language/format-calendar-date';
import type { Language } from '../../../core/language/languages';

/**
 * Formats a legal document's date (`YYYY-MM-DD`) for running text: ka "1 იანვარი, 2024",
 * en "January 1, 2024". A malformed configured date is a bug, so it throws.
 */
export function formatLegalDate(isoDate: string, language: Language): string {
  const text = formatCalendarDate(isoDate, language);
  if (text === undefined) throw new RangeError(`Invalid legal date: ${isoDate}`);
  return text;
}
