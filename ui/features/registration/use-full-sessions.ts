import { useEffect, useState } from 'react';
import { webinarSessions } from '../../config/webinar-sessions';
import { apiGet } from '../../lib/api/api-client';

const NONE: ReadonlySet<string> = new Set();

/**
 * The ids of the sessions whose configured seats are taken (`GET /api/webinar/sessions`), asked once
 * after hydration and only when some session has seats: without seats nothing can be full, and no
 * request is made (docs/webinar.md "Session choice"). A failed request marks nothing full; the
 * server still refuses a full session when the form is sent.
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
