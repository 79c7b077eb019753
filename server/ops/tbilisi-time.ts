import { parseIsoInstant } from '../../core/cohort/parse-iso-instant';

/** Georgia is UTC+4 all year, with no daylight saving since 2005 (docs/decisions.md). */
const TBILISI_OFFSET = '+04:00';
const TBILISI_OFFSET_MS = 4 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant a Tbilisi calendar day (`YYYY-MM-DD`) begins, or undefined when it is not one. */
export function tbilisiDayStart(day: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  return parseIsoInstant(`${day}T00:00:00${TBILISI_OFFSET}`);
}

/**
 * The half-open range of instants covering Tbilisi days `from` through `to`, both inclusive: an
 * operator asking for 1–3 October means until the end of 3 October in Georgia, not in UTC.
 */
export function tbilisiDayRange(
  from?: Date,
  to?: Date,
): { createdFrom?: Date; createdBefore?: Date } {
  return {
    ...(from === undefined ? {} : { createdFrom: from }),
    ...(to === undefined ? {} : { createdBefore: new Date(to.getTime() + DAY_MS) }),
  };
}

/** An instant as Tbilisi wall-clock time: `YYYY-MM-DD HH:MM`, with `:SS` when `seconds`. */
export function formatTbilisi(at: Date, seconds = false): string {
  const iso = new Date(at.getTime() + TBILISI_OFFSET_MS).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, seconds ? 19 : 16)}`;
}
