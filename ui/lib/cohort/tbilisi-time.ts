/** Georgia keeps UTC+4 all year, with no daylight saving (docs/site.md "Georgian text"). */
const TBILISI_OFFSET_MS = 4 * 60 * 60 * 1_000;

/** A moment as read on a wall clock in Tbilisi. */
export interface TbilisiWallTime {
  /** `YYYY-MM-DD` in Tbilisi. */
  readonly date: string;
  /** `HH:MM`, 24-hour, in Tbilisi. */
  readonly time: string;
  /** ISO 8601 with the `+04:00` offset, for `<time datetime>`. */
  readonly iso: string;
}

const pad = (value: number): string => String(value).padStart(2, '0');

/**
 * The Tbilisi wall-clock date and time of `moment`. Computed by hand instead of `Intl` so the
 * prerendered HTML and the hydrated page print the same characters (docs/site.md "Georgian text": ICU versions differ).
 */
export function tbilisiWallTime(moment: Date): TbilisiWallTime {
  const shifted = new Date(moment.getTime() + TBILISI_OFFSET_MS);
  const date = `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
  const time = `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`;
  return { date, time, iso: `${date}T${time}:${pad(shifted.getUTCSeconds())}+04:00` };
}
