import type { Language } from './languages';

/** Month names as they stand in a written date (georgia.md): nominative in Georgian, full in English. */
const MONTH_NAMES: Record<Language, readonly string[]> = {
  ka: [
    'იანვარი',
    'თებერვალი',
    'მარტი',
    'აპრილი',
    'მაისი',
    'ივნისი',
    'ივლისი',
    'აგვისტო',
    'სექტემბერი',
    'ოქტომბერი',
    'ნოემბერი',
    'დეკემბერი',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Writes a calendar date (`YYYY-MM-DD`) as running text: ka `1 იანვარი, 2024`, en `January 1, 2024`.
 * Built from fixed month names rather than `Intl`, whose output differs between Node's and the
 * browser's ICU: a prerendered page and its hydration must produce the same characters.
 * Returns undefined for anything that is not a real calendar date.
 */
export function formatCalendarDate(isoDate: string, language: Language): string | undefined {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return undefined;
  const monthName = MONTH_NAMES[language][month - 1];
  return language === 'ka' ? `${day} ${monthName}, ${year}` : `${monthName} ${day}, ${year}`;
}
