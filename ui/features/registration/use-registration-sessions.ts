import { useEffect, useRef } from 'react';
import {
  defaultWebinarSessionId,
  type OfferedSession,
  offeredWebinarSessions,
} from '../../../core/webinar/session-choice';
import { webinarSessions } from '../../config/webinar-sessions';
import { usePageTime } from '../../lib/clock/use-page-time';
import { onWebinarSessionPick } from '../../lib/webinar/session-pick';
import { useSessionAhead } from '../../lib/webinar/use-session-ahead';
import { useFullSessions } from './use-full-sessions';

/** The sessions the form offers, and when. */
export interface RegistrationSessions {
  /** The page's time; undefined while prerendered and hydrating. */
  readonly now: Date | undefined;
  /** No session left to offer: the form asks to be told the next date, and says only that. */
  readonly waitlist: boolean;
  readonly offered: readonly OfferedSession[];
}

/**
 * The sessions offered (docs/webinar.md "Session choice"): until hydrated the time is unknown, so
 * every configured session is listed under "the next webinar" (the server resolves it); then the
 * visitor's clock drops the started ones and the nearest with room is preselected, through
 * `select`. A timeline item clicked preselects its session (only upcoming items can be clicked).
 */
export function useRegistrationSessions(
  chosen: string,
  select: (id: string) => void,
): RegistrationSessions {
  const now = usePageTime();
  // No session left to offer (docs/webinar.md "No session scheduled").
  const waitlist = !useSessionAhead();
  const full = useFullSessions(now !== undefined);
  const offered = offeredWebinarSessions(webinarSessions, now ?? new Date(0), (id) =>
    full.has(id) ? Number.POSITIVE_INFINITY : 0,
  );
  const selectSession = useRef(select);
  selectSession.current = select;
  const offeredIds = offered.filter((item) => !item.full).map((item) => item.id);
  const nearest = defaultWebinarSessionId(offered) ?? '';
  const chosenIsOffered = offeredIds.includes(chosen);
  const openSessions = useRef(offeredIds);
  openSessions.current = offeredIds;
  // Only a real change is written: with no session left to offer `nearest` is '' and so is the
  // choice, and writing it again would render again without end.
  const timeKnown = now !== undefined;
  useEffect(() => {
    if (timeKnown && !chosenIsOffered && chosen !== nearest) selectSession.current(nearest);
  }, [timeKnown, chosenIsOffered, chosen, nearest]);
  useEffect(
    () =>
      onWebinarSessionPick((id) => {
        if (openSessions.current.includes(id)) selectSession.current(id);
      }),
    [],
  );
  return { now, waitlist, offered };
}
