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

/** The shape of a session id (or the nearest-session choice), for the registration schema. */
export const WEBINAR_SESSION_ID_PATTERN = /^(?:\d{8}T\d{4}Z|next)$/;
