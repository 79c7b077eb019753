import type { Language } from '../../../core/site/languages';

const LOCALES: Record<Language, string> = { ka: 'ka-GE', en: 'en-US' };

/**
 * Formats a calendar date (`YYYY-MM-DD`) the way each language writes it in running text:
 * ka "1 იანვარი, 2024", en "January 1, 2024" (georgia.md). The date has no time of day, so it is
 * read and formatted in UTC: a visitor's own time zone must not move it to the previous day.
 */
export function formatLegalDate(isoDate: string, language: Language): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid legal date: ${isoDate}`);
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    date,
  );
}
