import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WebinarSession } from '../../core/site-config/site-config';
import { NEXT_WEBINAR_WAITLIST_SOURCE } from '../../core/webinar/next-webinar-waitlist';
import { type SmsOfficeFake, startSmsOfficeFake } from '../fakes/smsoffice-fake';
import {
  buildLeadDeliveryApp,
  createLeadDeliveryWorkspace,
  createTestClock,
  smsOfficeSenderFor,
  smsSentTo,
  type TestClock,
  validRegistration,
  waitFor,
} from './support/lead-delivery-app';

/*
 * docs/webinar.md "No session scheduled", through the real smsoffice.ge sender and its local fake:
 * with no session left the registration is a waiting-list lead whose SMS promises only the date;
 * once the operator configures a session (a restart with the new configuration) each waiting lead
 * is told its date, once, across restarts.
 */

const PAST: WebinarSession = {
  startsAt: new Date('2026-12-16T16:00:00Z'),
  durationMinutes: 90,
  title: { ka: 'ვებინარი', en: 'Webinar' },
};
const ADDED: WebinarSession = { ...PAST, startsAt: new Date('2027-01-13T16:00:00Z') };

let gateway: SmsOfficeFake;
beforeAll(async () => {
  gateway = await startSmsOfficeFake();
});
afterAll(() => gateway.stop());
const workspaces: ReturnType<typeof createLeadDeliveryWorkspace>[] = [];
afterEach(() => {
  for (const workspace of workspaces.splice(0)) workspace.remove();
});

function start(
  workspace: ReturnType<typeof createLeadDeliveryWorkspace>,
  clock: TestClock,
  webinarSessions: readonly WebinarSession[],
) {
  return buildLeadDeliveryApp(workspace.fixture, workspace.dir, {
    clock,
    webinarSessions,
    smsSender: smsOfficeSenderFor(gateway),
  });
}

const sentTo = (national: string) => smsSentTo(gateway, national);

describe('the waiting list for the next webinar', { timeout: 30_000 }, () => {
  it('promises only the date, then tells it once when a session is configured', async () => {
    const workspace = createLeadDeliveryWorkspace();
    workspaces.push(workspace);
    const clock = createTestClock(new Date('2026-12-20T08:00:00Z'));
    let t = await start(workspace, clock, [PAST]);
    const phone = '555200301';
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/registration',
      payload: validRegistration({ phoneNumber: phone, webinarSession: 'next', language: 'ka' }),
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().sessionId).toBeUndefined();
    const lead = await t.store.findLeadById(answer.json().registrationId);
    expect(lead?.source).toBe(NEXT_WEBINAR_WAITLIST_SOURCE);
    await waitFor(() => sentTo(phone).length === 1);
    expect(sentTo(phone)[0]?.content).toBe(
      'ნინო, მიღებულია! შემდეგი ვებინარის თარიღს SMS-ით შეგატყობინებთ.',
    );

    // The operator adds a session and restarts: the waiting lead hears its date.
    await t.app.close();
    clock.advance(24 * 3_600_000);
    t = await start(workspace, clock, [PAST, ADDED]);
    await waitFor(() => sentTo(phone).length === 2);
    expect(sentTo(phone)[1]?.content).toBe(
      'ნინო, ახალი ვებინარი: 13 იანვარი, 20:00. დარეგისტრირდით საიტზე.',
    );

    // Another restart tells nobody twice.
    await t.app.close();
    t = await start(workspace, clock, [PAST, ADDED]);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(sentTo(phone)).toHaveLength(2);
    await t.app.close();
  });

  it('keeps the form’s source while a session is offered', async () => {
    const workspace = createLeadDeliveryWorkspace();
    workspaces.push(workspace);
    const clock = createTestClock(new Date('2026-12-20T08:00:00Z'));
    const t = await start(workspace, clock, [PAST, ADDED]);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/registration',
      payload: validRegistration({ phoneNumber: '555200302', webinarSession: 'next' }),
    });
    expect(answer.statusCode).toBe(201);
    const lead = await t.store.findLeadById(answer.json().registrationId);
    expect(lead?.source).not.toBe(NEXT_WEBINAR_WAITLIST_SOURCE);
    expect(lead?.webinarSessionStartsAt).toEqual(ADDED.startsAt);
    await t.app.close();
  });
});
