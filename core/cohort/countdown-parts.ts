/** A countdown split for display: days, hours, minutes, seconds (docs/purchase.md "Cohorts"). */
export interface CountdownParts {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

const SECONDS_PER_MINUTE = 60;
const SECONDS_PER_HOUR = 3_600;
const SECONDS_PER_DAY = 86_400;

/**
 * The whole seconds left until `target`, split into parts; all zero once the target has passed
 * (docs/purchase.md "Cohorts": "zero when passed"). Partial seconds are dropped, so the display never shows
 * more time than remains.
 */
export function countdownParts(target: Date, now: Date): CountdownParts {
  const remaining = Math.max(0, Math.floor((target.getTime() - now.getTime()) / 1_000));
  return {
    days: Math.floor(remaining / SECONDS_PER_DAY),
    hours: Math.floor((remaining % SECONDS_PER_DAY) / SECONDS_PER_HOUR),
    minutes: Math.floor((remaining % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE),
    seconds: remaining % SECONDS_PER_MINUTE,
  };
}
