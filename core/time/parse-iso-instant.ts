import { DAY_MS, MINUTE_MS } from './durations';

const ISO_INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:\d{2})?)?$/;

function offsetMinutes(zone: string | undefined): number {
  if (zone === undefined || zone === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  return sign * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6)));
}

/**
 * Reads an ISO 8601 date or date-time (`2025-11-01T00:00:00+04:00`) strictly: out-of-range parts such
 * as 30 February or hour 24 are rejected instead of rolling over as `Date.parse` does. A value
 * without an offset is read as UTC. Returns `undefined` when the text is not such an instant.
 */
export function parseIsoInstant(text: string): Date | undefined {
  const match = ISO_INSTANT.exec(text);
  if (!match) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0', ms = '0', zone] = match;
  const parts = [y, mo, d, h, mi, s].map(Number);
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = parts;
  const utc = new Date(
    Date.UTC(year, month - 1, day, hour, minute, second, Number(ms.padEnd(3, '0'))),
  );
  const roundTrips =
    utc.getUTCFullYear() === year &&
    utc.getUTCMonth() === month - 1 &&
    utc.getUTCDate() === day &&
    utc.getUTCHours() === hour &&
    utc.getUTCMinutes() === minute &&
    utc.getUTCSeconds() === second;
  if (!roundTrips || Math.abs(offsetMinutes(zone)) * MINUTE_MS >= DAY_MS) return undefined;
  return new Date(utc.getTime() - offsetMinutes(zone) * 60_000);
}
