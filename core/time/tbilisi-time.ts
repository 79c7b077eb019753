import { DAY_MS, HOUR_MS } from './durations';
import { parseIsoInstant } from './parse-iso-instant';

/*
 * Tbilisi time, the one clock every page, message and console line is written in (docs/site.md
 * "Georgian text"). Georgia keeps UTC+4 all year, with no daylight saving since 2005, so the offset
 * is a constant and no time-zone database is needed (prerender and hydration print the same).
 */

/** `+04:00`, as ISO 8601 writes Tbilisi's offset. */
const TBILISI_OFFSET = '+04:00';
const OFFSET_MS = 4 * HOUR_MS;

const pad = (value: number): string => String(value).padStart(2, '0');

/** The instant moved by the offset, so its UTC fields read Tbilisi's wall clock. */
function wallClock(at: Date): Date {
  return new Date(at.getTime() + OFFSET_MS);
}

/** A date without a time of day; `month` is 1-12. */
export interface CalendarDay {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** The Tbilisi calendar day an instant falls on. */
export function tbilisiCalendarDay(at: Date): CalendarDay {
  const local = wallClock(at);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

/** The Tbilisi calendar day of an instant, `YYYY-MM-DD`. */
export function tbilisiDay(at: Date): string {
  return wallClock(at).toISOString().slice(0, 10);
}

/** Tbilisi's wall clock, `HH:MM` (24-hour, as times are written in Georgia). */
export function tbilisiClock(at: Date): string {
  const local = wallClock(at);
  return `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}

/** `YYYY-MM-DD HH:MM` on Tbilisi's wall clock, with `:SS` when `seconds` (operators, messages). */
export function tbilisiDateTime(at: Date, seconds = false): string {
  const iso = wallClock(at).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, seconds ? 19 : 16)}`;
}

/** ISO 8601 with Tbilisi's offset, to the second: `2026-12-02T20:00:00+04:00`. */
export function tbilisiIsoDateTime(at: Date): string {
  return `${wallClock(at).toISOString().slice(0, 19)}${TBILISI_OFFSET}`;
}

/** `20261202T200000`: the wall clock as RFC 5545 writes a local time. */
export function tbilisiBasicDateTime(at: Date): string {
  return wallClock(at).toISOString().slice(0, 19).replace(/[-:]/g, '');
}

/** The instant the Tbilisi calendar day containing `at` began. */
export function tbilisiDayStartOf(at: Date): Date {
  const local = wallClock(at).getTime();
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - OFFSET_MS);
}

/** The first instant of the Tbilisi day after the one `at` falls on (midnight in Tbilisi). */
export function nextTbilisiMidnight(at: Date): Date {
  return new Date(tbilisiDayStartOf(at).getTime() + DAY_MS);
}

/** The instant a Tbilisi calendar day (`YYYY-MM-DD`) begins, or undefined when it is not one. */
export function tbilisiDayStartOn(day: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  return parseIsoInstant(`${day}T00:00:00${TBILISI_OFFSET}`);
}

/** A moment as read on a wall clock in Tbilisi, for `<time>` elements and their text. */
export interface TbilisiWallTime {
  /** `YYYY-MM-DD` in Tbilisi. */
  readonly date: string;
  /** `HH:MM`, 24-hour, in Tbilisi. */
  readonly time: string;
  /** ISO 8601 with the `+04:00` offset, for `<time datetime>`. */
  readonly iso: string;
}

/** The Tbilisi wall-clock date, time and ISO form of `at`. */
export function tbilisiWallTime(at: Date): TbilisiWallTime {
  return { date: tbilisiDay(at), time: tbilisiClock(at), iso: tbilisiIsoDateTime(at) };
}
