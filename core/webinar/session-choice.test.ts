import { describe, expect, it } from 'vitest';
import type { WebinarSession } from '../site-config/site-config';
import { webinarSessionId } from '../site-config/webinar-session-id';
import { chooseWebinarSession } from './choose-session';
import {
  defaultWebinarSessionId,
  findWebinarSession,
  offeredWebinarSessions,
} from './session-choice';

const session = (iso: string, seats?: number): WebinarSession => ({
  startsAt: new Date(iso),
  durationMinutes: 90,
  title: { ka: 'ვებინარი', en: 'Webinar' },
  ...(seats === undefined ? {} : { seats }),
});

const PASSED = session('2026-11-18T16:00:00Z');
const SOON = session('2026-12-02T16:00:00Z', 2);
const LATER = session('2026-12-09T16:00:00Z');
const SESSIONS = [LATER, PASSED, SOON];
const NOW = new Date('2026-11-24T08:00:00Z');

describe('webinarSessionId', () => {
  it('is the UTC start to the minute and finds its session again', () => {
    expect(webinarSessionId(SOON.startsAt)).toBe('20261202T1600Z');
    expect(findWebinarSession(SESSIONS, '20261202T1600Z')).toBe(SOON);
    expect(findWebinarSession(SESSIONS, '20261202T1601Z')).toBeUndefined();
    expect(findWebinarSession(SESSIONS, '../../etc')).toBeUndefined();
  });
});

describe('offeredWebinarSessions', () => {
  it('offers the sessions not yet started, earliest first, the nearest preselected', () => {
    const offered = offeredWebinarSessions(SESSIONS, NOW);
    expect(offered.map((item) => item.id)).toEqual(['20261202T1600Z', '20261209T1600Z']);
    expect(offered.every((item) => !item.full)).toBe(true);
    expect(defaultWebinarSessionId(offered)).toBe('20261202T1600Z');
  });

  it('stops offering a session at its start, even on its own day', () => {
    const atStart = offeredWebinarSessions(SESSIONS, SOON.startsAt);
    expect(atStart.map((item) => item.session)).toEqual([LATER]);
    const minuteBefore = new Date(SOON.startsAt.getTime() - 60_000);
    expect(offeredWebinarSessions(SESSIONS, minuteBefore)[0]?.session).toBe(SOON);
  });

  it('marks a session full only when seats are configured and taken; the next one is preselected', () => {
    const offered = offeredWebinarSessions(SESSIONS, NOW, () => 2);
    expect(offered.map((item) => item.full)).toEqual([true, false]);
    expect(defaultWebinarSessionId(offered)).toBe('20261209T1600Z');
    expect(defaultWebinarSessionId(offeredWebinarSessions([SOON], NOW, () => 5))).toBeUndefined();
  });
});

describe('chooseWebinarSession', () => {
  it('accepts an offered session and refuses unknown, passed and full ones with stable codes', () => {
    const one = () => 1;
    const many = () => 999;
    expect(chooseWebinarSession(SESSIONS, '20261202T1600Z', NOW, one)._unsafeUnwrap()).toBe(SOON);
    expect(chooseWebinarSession(SESSIONS, '20261203T1600Z', NOW)._unsafeUnwrapErr()).toBe(
      'webinar_session.unknown',
    );
    expect(chooseWebinarSession(SESSIONS, '20261118T1600Z', NOW)._unsafeUnwrapErr()).toBe(
      'webinar_session.passed',
    );
    expect(chooseWebinarSession(SESSIONS, '20261202T1600Z', NOW, () => 2)._unsafeUnwrapErr()).toBe(
      'webinar_session.full',
    );
    expect(chooseWebinarSession(SESSIONS, '20261209T1600Z', NOW, many).isOk()).toBe(true);
  });

  it('resolves the nearest-session choice to the first offered session with room', () => {
    expect(chooseWebinarSession(SESSIONS, 'next', NOW)._unsafeUnwrap()).toBe(SOON);
    expect(
      chooseWebinarSession(SESSIONS, 'next', NOW, (id) =>
        id === '20261202T1600Z' ? 2 : 0,
      )._unsafeUnwrap(),
    ).toBe(LATER);
    expect(chooseWebinarSession([SOON], 'next', NOW, () => 2)._unsafeUnwrapErr()).toBe(
      'webinar_session.full',
    );
    // None offered: registered without a session, for the next one scheduled.
    expect(chooseWebinarSession([PASSED], 'next', NOW)._unsafeUnwrap()).toBeUndefined();
    expect(chooseWebinarSession([], 'next', NOW)._unsafeUnwrap()).toBeUndefined();
  });
});
