import { describe, expect, it } from 'vitest';
import { createMemoryEmailSender } from '../../adapters/email/memory-email-sender';
import { createMemoryLeadSink } from '../../adapters/leads/memory-lead-sink';
import { createMemorySmsSender } from '../../adapters/sms/memory-sms-sender';
import type { JsonValue, OutboxMessage } from '../../core/ports/outbox-store';
import type { SiteConfig } from '../../core/site-config/site-config';
import { shippedLegalJson } from '../../tests/support/email-fixtures';
import { siteConfigFixture } from '../../tests/support/site-config-fixture';
import { createOutboxDispatcher } from './outbox-dispatcher';

const at = new Date('2026-11-24T19:30:00Z');
const message = (kind: string, payload: JsonValue, key = `k-1:${kind}`): OutboxMessage => ({
  id: `m-${kind}`,
  kind,
  payload,
  idempotencyKey: key,
  status: 'pending',
  attempts: 1,
  nextAttemptAt: at,
  lastError: null,
  lockedUntil: null,
  createdAt: at,
  deliveredAt: null,
  sendStartedAt: null,
  requeuedAt: null,
});

/** A dispatcher on memory ports, reading `config()` at each send, its clock at `now`. */
function setUp(config: () => SiteConfig = () => siteConfigFixture(), now = at) {
  const email = createMemoryEmailSender();
  const sms = createMemorySmsSender();
  const dispatch = createOutboxDispatcher(
    { leadSink: createMemoryLeadSink(), smsSender: sms, emailSender: email },
    {
      config,
      siteOrigin: 'https://techcareer.ge',
      legalTexts: shippedLegalJson,
      clock: { now: () => now },
    },
  );
  return { dispatch, email, sms };
}

const receipt = {
  to: 'nino@example.ge',
  language: 'ka',
  firstName: 'ნინო',
  orderId: 'tc-1',
  amountTetri: 250_000,
  paidAt: at.toISOString(),
  cohort: { number: 4, startsAt: '2027-03-01T15:00:00.000Z' },
};
const SESSION_START = '2026-12-02T16:00:00.000Z';

describe('outbox dispatcher: e-mails', () => {
  it('renders the order receipt with the configuration of the moment and sends it once per key', async () => {
    let config = siteConfigFixture();
    const { dispatch, email } = setUp(() => config);
    expect((await dispatch(message('email.order_receipt', receipt))).isOk()).toBe(true);
    config = {
      ...config,
      seller: { ...config.seller, legalName: { ka: 'შპს „ახალი“', en: 'New LLC' } },
    };
    expect((await dispatch(message('email.order_receipt', receipt, 'k-2'))).isOk()).toBe(true);
    const [first, second] = email.sent().map((sent) => sent.message);
    expect(first).toMatchObject({
      to: 'nino@example.ge',
      subject: 'გადახდა მიღებულია: შეკვეთა tc-1',
      category: 'transactional',
      idempotencyKey: 'k-1:email.order_receipt',
    });
    expect(first?.text).toContain('შპს „ტექ ქარიერი“');
    expect(first?.attachments?.map((file) => file.filename)).toEqual([
      'terms-v2.3-ka.txt',
      'refund-policy-v2.1-ka.txt',
    ]);
    expect(second?.text).toContain('შპს „ახალი“');
    expect(second?.attachments?.[0]?.content).toContain('შპს „ახალი“');
  });

  it('sends the webinar confirmation with its calendar entry and the configured join address', async () => {
    const config = siteConfigFixture();
    const join = 'https://meet.example.com/r/1';
    const sessions = config.webinarSessions.map((session) =>
      session.startsAt.toISOString() === SESSION_START ? { ...session, joinUrl: join } : session,
    );
    const { dispatch, email } = setUp(() => ({ ...config, webinarSessions: sessions }));
    const payload = {
      to: 'nino@example.ge',
      language: 'en',
      registrationId: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
      session: { startsAt: SESSION_START, durationMinutes: 90, title: 'Career and income' },
    };
    expect((await dispatch(message('email.webinar_confirmation', payload))).isOk()).toBe(true);
    const sent = email.sent()[0]?.message;
    expect(sent?.text).toContain(`Join link: ${join}`);
    expect(sent?.calendar?.content).toContain('METHOD:PUBLISH');
    expect(sent?.calendar?.content).toContain('DTSTART:20261202T160000Z');
  });

  it('never sends a reminder once its session has started', async () => {
    const reminder = {
      to: 'nino@example.ge',
      language: 'ka',
      startsAt: SESSION_START,
      dueAt: '2026-12-02T15:00:00.000Z',
      title: 'ვებინარი',
    };
    const late = setUp(undefined, new Date(SESSION_START));
    const result = await late.dispatch(message('email.webinar_reminder_hour', reminder));
    expect(result._unsafeUnwrapErr()).toEqual({ code: 'email.session_started' });
    expect(late.email.sent()).toEqual([]);
    const due = setUp(undefined, new Date('2026-12-02T15:00:00Z'));
    expect((await due.dispatch(message('email.webinar_reminder_hour', reminder))).isOk()).toBe(
      true,
    );
    expect(due.email.sent()[0]?.message.subject).toBe('მალე ვიწყებთ: ვებინარი');
  });

  it('passes the sender’s refusal on as the delivery failure', async () => {
    const { dispatch, email } = setUp();
    email.failNext('email.unavailable');
    const result = await dispatch(message('email.order_receipt', receipt));
    expect(result._unsafeUnwrapErr()).toEqual({ code: 'email.unavailable' });
  });

  it('refuses an e-mail payload of the wrong shape as malformed', async () => {
    const { dispatch } = setUp();
    const result = await dispatch(message('email.refund_receipt', { to: 'nino@example.ge' }));
    expect(result._unsafeUnwrapErr()).toEqual({ code: 'outbox.malformed_payload' });
  });
});

describe('outbox dispatcher: refund and offer SMS', () => {
  it('renders the refund and the offer from their server templates', async () => {
    const { dispatch, sms } = setUp();
    const refund = { to: '+995555123456', language: 'ka', firstName: 'ნინო', amountTetri: 50_000 };
    expect((await dispatch(message('sms.refund_receipt', refund))).isOk()).toBe(true);
    const offer = {
      to: '+995555123456',
      language: 'en',
      url: 'https://techcareer.ge/o/abc',
      expiresAt: '2027-02-20T16:00:00.000Z',
      cohortNumber: 4,
    };
    expect((await dispatch(message('sms.waitlist_offer', offer))).isOk()).toBe(true);
    expect(sms.sent().map((sent) => [sent.template, sent.text])).toEqual([
      ['refund_receipt', 'ნინო, 500\u00a0₾ დაგიბრუნდათ ბარათზე. დეტალები ელფოსტაშია.'],
      [
        'waitlist_offer',
        'A seat in cohort 4 is open. Book it by 20:00, February 20: https://techcareer.ge/o/abc',
      ],
    ]);
    const invalid = await dispatch(message('sms.refund_receipt', { ...refund, to: '+1555' }, 'x'));
    expect(invalid._unsafeUnwrapErr()).toEqual({ code: 'sms.invalid_number' });
  });
});
