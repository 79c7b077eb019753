const pad = (value: number): string => String(value).padStart(2, '0');

/**
 * A session's id: its start in UTC to the minute, `20261202T1600Z`. Sessions are told apart by their
 * start (two at the same minute would be one event), and the id says nothing about anyone.
 */
export function webinarSessionId(startsAt: Date): string {
  return (
    `${startsAt.getUTCFullYear()}${pad(startsAt.getUTCMonth() + 1)}${pad(startsAt.getUTCDate())}` +
    `T${pad(startsAt.getUTCHours())}${pad(startsAt.getUTCMinutes())}Z`
  );
}

/**
 * The choice "the nearest session still open": what the form offers before it knows the time (the
 * prerendered page, a browser without JavaScript), resolved by the server when the post arrives.
 */
export const NEAREST_WEBINAR_SESSION = 'next';

/** The shape of a session id (or the nearest-session choice), for the registration schema. */
export const WEBINAR_SESSION_ID_PATTERN = new RegExp(
  `^(?:\\d{8}T\\d{4}Z|${NEAREST_WEBINAR_SESSION})$`,
);
