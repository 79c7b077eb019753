import { useEffect, useState } from 'react';
import { webinarSessions } from '../../config/webinar-sessions';
import { apiGet } from '../../lib/api/api-client';

const NONE: ReadonlySet<string> = new Set();

/**
 * The ids of sessions whose seats are taken (docs/webinar.md "Session choice"), asked once after
 * hydration and only when some session has seats. A failed request marks none full; the server
 * still refuses a full session.
 */
export function useFullSessions(hydrated: boolean): ReadonlySet<string> {
  const [full, setFull] = useState(NONE);
  useEffect(() => {
    if (!hydrated || !webinarSessions.some((session) => session.seats !== undefined)) return;
    let live = true;
    void apiGet<{ readonly sessions?: readonly { readonly id: string; readonly full: boolean }[] }>(
      '/webinar/sessions',
    ).then((result) => {
      if (!live || !result.ok) return;
      const sessions = result.data.sessions ?? [];
      setFull(new Set(sessions.filter((item) => item.full).map((item) => item.id)));
    });
    return () => {
      live = false;
    };
  }, [hydrated]);
  return full;
}
