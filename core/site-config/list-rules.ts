import { parseIsoInstant } from '../time/parse-iso-instant';
import { tbilisiDateTime } from '../time/tbilisi-time';
import { webinarSessionId } from './webinar-session-id';

/** The first value `key` gives twice, or undefined. */
function firstRepeat<T, K>(items: readonly T[], key: (item: T) => K): T | undefined {
  const seen = new Set<K>();
  for (const item of items) {
    const value = key(item);
    if (seen.has(value)) return item;
    seen.add(value);
  }
  return undefined;
}

/** The first cohort number listed twice, or undefined. */
export function repeatedCohortNumber(cohorts: readonly { number: number }[]): number | undefined {
  return firstRepeat(cohorts, (cohort) => cohort.number)?.number;
}

/** The start minute as the session's id has it; a start the schema let through always parses. */
const minuteOf = (startsAt: string): string => {
  const at = parseIsoInstant(startsAt);
  return at === undefined ? startsAt : webinarSessionId(at);
};

/**
 * The first start minute two sessions share, as Tbilisi wall-clock text, or undefined. A session is
 * known by its start minute (`webinarSessionId`): two at one minute would share their registrations.
 */
export function sharedSessionMinute(sessions: readonly { startsAt: string }[]): string | undefined {
  const repeat = firstRepeat(sessions, (session) => minuteOf(session.startsAt));
  const at = repeat === undefined ? undefined : parseIsoInstant(repeat.startsAt);
  return at === undefined ? undefined : tbilisiDateTime(at);
}
