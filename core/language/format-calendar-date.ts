import type { Language } from './languages';
import { MONTH_NAMES } from './month-names';

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
