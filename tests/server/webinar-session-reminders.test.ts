import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WebinarSession } from '../../core/site-config/site-config';
import { webinarSessionId } from '../../core/site-config/webinar-session-id';
import { runOps } from '../../server/ops/run-ops';
import { type SmsOfficeFake, startSmsOfficeFake } from '../fakes/smsoffice-fake';
import { shippedSiteConfigJson } from '../support/site-config-fixture';
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
 * docs/messaging.md "Reminders", with a fixed clock moved by hand: the confirmation goes at once,
 * the reminders at T−24 h and T−1 h, each once across a restart, none after the start, and the
 * caps (counted at the real smsoffice.ge sender's fake gateway) can stop one, which the console shows.
 */

const HOUR = 3_600_000;
const START = new Date('2026-12-02T16:00:00Z'); // 20:00 in Tbilisi
const SESSION: WebinarSession = {
  startsAt: START,
  durationMinutes: 90,
  title: { ka: 'ვებინარი', en: 'Webinar' },
};
const LATER: WebinarSession = { ...SESSION, startsAt: new Date('2026-12-09T16:00:00Z') };
const SESSIONS = [SESSION, LATER];
const at = (hoursBefore: number) => new Date(START.getTime() - hoursBefore * HOUR);

let gateway: SmsOfficeFake;
beforeAll(async () => {
  gateway = await startSmsOfficeFake();
});
afterAll(async () => {
  await gateway.stop();
});
const workspaces: ReturnType<typeof createLeadDeliveryWorkspace>[] = [];
afterEach(() => {
  for (const workspace of workspaces.splice(0)) workspace.remove();
});

/** The app on `dir`'s database, sending through the fake gateway; a second call is a restart. */
async function start(
  dir: string,
  fixture: ReturnType<typeof createLeadDeliveryWorkspace>['fixture'],
  clock: TestClock,
) {
  return buildLeadDeliveryApp(fixture, dir, {
    clock,
    webinarSessions: SESSIONS,
    smsSender: smsOfficeSenderFor(gateway),
  });
}

function setUp(now: Date) {
  const workspace = createLeadDeliveryWorkspace();
  workspaces.push(workspace);
  return { ...workspace, clock: createTestClock(now) };
}

const sentTo = (national: string) => smsSentTo(gateway, national);

/** A registration for the session at START, from `phone` (a number per test), in `language`. */
function registerForStart(
  t: Awaited<ReturnType<typeof start>>,
  phone: string,
  language: 'ka' | 'en',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/registration',
    payload: validRegistration({
      phoneNumber: phone,
      webinarSession: webinarSessionId(START),
      language,
    }),
  });
}

/** Lets the worker run a few polls (50 ms each) and shows nothing more arrived. */
async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 400));
}

describe('webinar reminders (docs/messaging.md "Reminders")', { timeout: 30_000 }, () => {
  it('3 days ahead: the confirmation now, reminders at T−24 h and T−1 h, each once across restarts', async () => {
    const { fixture, dir, clock } = setUp(at(72));
    let t = await start(dir, fixture, clock);
    const phone = '555100001';
    const answer = await registerForStart(t, phone, 'ka');
    expect(answer.statusCode).toBe(201);
    await waitFor(() => sentTo(phone).length === 1);
    expect(sentTo(phone)[0]?.content).toBe(
      'ნინო, ვებინარზე რეგისტრაცია დადასტურდა: 2 დეკემბერი, 20:00.',
    );
    // The sheet row carries the session, in Tbilisi time.
    await waitFor(() => t.sink.rows().length === 1);
    expect(t.sink.rows()[0]?.webinarSession).toBe('2026-12-02 20:00');
    const reminders = (await t.store.listOutbox()).filter((m) => m.kind.includes('reminder'));
    // Each SMS reminder has its e-mail twin, due at the same moment (docs/messaging.md "E-mail messages").
    expect(reminders.map((m) => [m.kind, m.nextAttemptAt.toISOString()]).sort()).toEqual([
      ['email.webinar_reminder_day', at(24).toISOString()],
      ['email.webinar_reminder_hour', at(1).toISOString()],
      ['sms.webinar_reminder_day', at(24).toISOString()],
      ['sms.webinar_reminder_hour', at(1).toISOString()],
    ]);

    // A restart before the first reminder.
    await t.app.close();
    t = await start(dir, fixture, clock);
    clock.advance(at(24).getTime() - 60_000 - clock.now().getTime());
    await settle();
    expect(sentTo(phone)).toHaveLength(1);
    clock.advance(60_000);
    await waitFor(() => sentTo(phone).length === 2);
    expect(sentTo(phone)[1]?.content).toBe(
      'ნინო, გახსენებთ: ვებინარი 2 დეკემბერს, 20:00-ზე დაიწყება.',
    );

    // Another restart between the reminders: the day reminder is not sent again.
    await t.app.close();
    t = await start(dir, fixture, clock);
    await settle();
    expect(sentTo(phone)).toHaveLength(2);
    clock.advance(at(1).getTime() - clock.now().getTime());
    await waitFor(() => sentTo(phone).length === 3);
    expect(sentTo(phone)[2]?.content).toBe(
      'ნინო, ვებინარი ერთ საათში, 20:00-ზე იწყება. გელოდებით!',
    );
    const allDelivered = async () =>
      (await t.store.listOutbox()).every((m) => m.status === 'delivered');
    await waitFor(allDelivered);
    clock.advance(3 * HOUR);
    await settle();
    expect(sentTo(phone)).toHaveLength(3);
    const lead = await t.store.findLeadById(answer.json().registrationId);
    expect(lead?.webinarSessionStartsAt).toEqual(START);
    expect(await allDelivered()).toBe(true);
    await t.app.close();
  });

  it('30 minutes ahead: only the confirmation', async () => {
    const { fixture, dir, clock } = setUp(new Date(START.getTime() - 30 * 60_000));
    const t = await start(dir, fixture, clock);
    const phone = '555100002';
    const answer = await registerForStart(t, phone, 'en');
    expect(answer.statusCode).toBe(201);
    await waitFor(() => sentTo(phone).length === 1);
    expect(sentTo(phone)[0]?.content).toBe('ნინო, your webinar seat is booked: December 2, 20:00.');
    expect((await t.store.listOutbox()).map((m) => m.kind).sort()).toEqual([
      'email.webinar_confirmation',
      'sheet.lead',
      'sms.webinar_confirmation',
    ]);
    clock.advance(2 * HOUR);
    await settle();
    expect(sentTo(phone)).toHaveLength(1);
    await t.app.close();
  });

  it('refuses a session that started, an unknown one, with stable codes at the field', async () => {
    const { fixture, dir, clock } = setUp(new Date(START.getTime() + 60_000));
    const t = await start(dir, fixture, clock);
    for (const [session, code] of [
      [webinarSessionId(START), 'webinar_session.passed'],
      ['20261203T1600Z', 'webinar_session.unknown'],
      ['tomorrow', 'webinar_session.unknown'],
    ] as const) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/registration',
        payload: validRegistration({ webinarSession: session }),
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.issues).toEqual([{ field: 'webinarSession', code }]);
    }
    expect(await t.store.listLeads()).toEqual([]);
    await t.app.close();
  });

  it('"the next webinar" once every session started: registered without a session, no reminders', async () => {
    const { fixture, dir, clock } = setUp(new Date(LATER.startsAt.getTime() + HOUR));
    const t = await start(dir, fixture, clock);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/registration',
      payload: validRegistration({ phoneNumber: '555100004', webinarSession: 'next' }),
    });
    expect(answer.statusCode).toBe(201);
    const lead = await t.store.findLeadById(answer.json().registrationId);
    expect(lead?.webinarSessionStartsAt).toBeUndefined();
    expect((await t.store.listOutbox()).map((m) => m.kind).sort()).toEqual([
      'email.webinar_confirmation',
      'sheet.lead',
      'sms.webinar_confirmation',
    ]);
    await t.app.close();
  });

  it('a phone at its daily cap gets no reminder, and the console shows why', async () => {
    const { fixture, dir, clock } = setUp(at(72));
    const t = await start(dir, fixture, clock);
    const phone = '555100003';
    const register = (extra: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/registration',
        payload: validRegistration({ phoneNumber: phone, ...extra }),
      });
    const { registrationId } = (await register({ webinarSession: webinarSessionId(START) })).json();
    await waitFor(() => sentTo(phone).length === 1);
    // Three more SMS to the number in the 24 hours before the day reminder (3 a day by default).
    for (const [hoursBefore, total] of [
      [26, 2],
      [25.5, 3],
      [25, 4],
    ] as const) {
      clock.advance(at(hoursBefore).getTime() - clock.now().getTime());
      expect((await register({})).statusCode).toBe(201);
      await waitFor(() => sentTo(phone).length === total);
    }
    clock.advance(at(24).getTime() - clock.now().getTime());
    const day = async () =>
      (await t.store.listOutbox()).find((m) => m.kind === 'sms.webinar_reminder_day');
    await waitFor(async () => (await day())?.status === 'dead');
    expect((await day())?.lastError).toBe('sms.phone_daily_cap');
    expect(sentTo(phone)).toHaveLength(4);
    // The rolling window has moved past those three by the hour reminder: it goes.
    clock.advance(at(1).getTime() - clock.now().getTime());
    await waitFor(() => sentTo(phone).length === 5);
    await t.app.close();

    const config = join(dir, 'site.json');
    writeFileSync(
      config,
      JSON.stringify({
        ...shippedSiteConfigJson(),
        webinarSessions: SESSIONS.map((s) => ({ ...s, startsAt: s.startsAt.toISOString() })),
      }),
    );
    let stdout = '';
    const code = await runOps(['sessions', 'status'], {
      stdout: (text) => {
        stdout += text;
      },
      stderr: (text) => {
        stdout += text;
      },
      env: { SQLITE_PATH: join(dir, 'site.db'), SITE_CONFIG_PATH: config },
      now: () => clock.now(),
    });
    expect(code).toBe(0);
    const lines = stdout.split('\n');
    expect(lines[0]).toMatch(
      /^session\s+start \(Tbilisi\)\s+title\s+seats\s+registered\s+reminders sent\s+due\s+not sent$/,
    );
    expect(lines[2]).toMatch(
      /^20261202T1600Z\s+2026-12-02 20:00\s+Webinar\s+no limit\s+1\s+1\s+0\s+1$/,
    );
    expect(lines[3]).toMatch(/^20261209T1600Z\s.*\s0\s+0\s+0\s+0$/);
    expect(stdout).toContain(
      `20261202T1600Z registration ${registrationId}: day-before reminder not sent — sms.phone_daily_cap (the number had its most SMS for 24 hours)`,
    );
    expect(stdout).not.toContain(phone);
  });
});
