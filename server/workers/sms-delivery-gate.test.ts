import { err, ok, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { domainError } from '../../core/errors/domain-error';
import type { OutboxMessage } from '../../core/ports/outbox-store';
import type { SmsCapCode } from '../../core/sms/sms-caps';
import type { SmsGuardOutcome, SmsGuardRequest } from '../sms/sms-guard';
import { gateCappedSms } from './sms-delivery-gate';

function aMessage(kind: string, idempotencyKey: string): OutboxMessage {
  return {
    id: 'm1',
    kind,
    payload: { to: '+995555123456', language: 'ka' },
    idempotencyKey,
    status: 'pending',
    attempts: 1,
    nextAttemptAt: new Date(0),
    lastError: null,
    lockedUntil: null,
    createdAt: new Date(0),
    deliveredAt: null,
    sendStartedAt: null,
    requeuedAt: null,
  };
}

/** A guard answering `outcome`, remembering what it was asked. */
function guardAnswering(outcome: SmsGuardOutcome) {
  const asked: SmsGuardRequest[] = [];
  return {
    asked,
    reserve: async (request: SmsGuardRequest) => {
      asked.push(request);
      return outcome;
    },
  };
}

const NOW = new Date('2026-12-02T15:00:00Z');

function gateWith(outcome: SmsGuardOutcome, shared = true) {
  const dispatched: string[] = [];
  const guard = guardAnswering(outcome);
  const dispatch = gateCappedSms(
    (message) => {
      dispatched.push(message.id);
      return okAsync(undefined);
    },
    { ...(shared ? { queued: guard } : {}), scheduled: guard, clock: { now: () => NOW } },
  );
  return { dispatch, dispatched, asked: guard.asked };
}

function aReminder(startsAt: string): OutboxMessage {
  const message = aMessage('sms.webinar_reminder_hour', 'lead-1:sms.webinar_reminder_hour');
  return {
    ...message,
    payload: { to: '+995555123456', language: 'ka', startsAt, dueAt: startsAt },
  };
}

const refusal = (code: SmsCapCode | 'sms.caps_unavailable'): SmsGuardOutcome =>
  err(domainError(code));

describe('gateCappedSms (docs/security.md "Shared state across instances")', () => {
  it('sends a webinar SMS the caps allow (counted at enqueue: same key)', async () => {
    const t = gateWith(ok(undefined));
    const result = await t.dispatch(
      aMessage('sms.webinar_confirmation', 'lead-1:sms.webinar_confirmation'),
    );
    expect(result.isOk()).toBe(true);
    expect(t.asked).toEqual([{ phone: '+995555123456', key: 'lead-1:sms.webinar_confirmation' }]);
    expect(t.dispatched).toEqual(['m1']);
  });

  it.each(['sms.phone_cooldown', 'sms.daily_budget_exhausted', 'sms.caps_unavailable'] as const)(
    'does not send when the guard answers %s, and fails with that code',
    async (code) => {
      const t = gateWith(refusal(code));
      const result = await t.dispatch(aMessage('sms.webinar_confirmation', 'lead-1:sms'));
      expect(result._unsafeUnwrapErr()).toEqual({ code });
      expect(t.dispatched).toEqual([]);
    },
  );

  it('gates an operator send of any template, but not a paid order’s confirmation', async () => {
    const t = gateWith(refusal('sms.caps_unavailable'));
    const operator = await t.dispatch(aMessage('sms.purchase_confirmation', 'sms.operator:r-1'));
    expect(operator.isErr()).toBe(true);
    const paid = await t.dispatch(
      aMessage('sms.purchase_confirmation', 'order-7:sms.purchase_confirmation'),
    );
    expect(paid.isOk()).toBe(true);
    const sheet = await t.dispatch(aMessage('sheet.lead', 'lead-1:sheet.lead'));
    expect(sheet.isOk()).toBe(true);
    expect(t.asked).toHaveLength(1);
    expect(t.dispatched).toEqual(['m1', 'm1']);
  });

  it('counts a reminder when it goes, with caps in memory as in Redis (docs/messaging.md "Reminders")', async () => {
    for (const shared of [true, false]) {
      const t = gateWith(refusal('sms.phone_daily_cap'), shared);
      const result = await t.dispatch(aReminder('2026-12-02T16:00:00.000Z'));
      expect(result._unsafeUnwrapErr()).toEqual({ code: 'sms.phone_daily_cap' });
      expect(t.asked).toEqual([
        { phone: '+995555123456', key: 'lead-1:sms.webinar_reminder_hour' },
      ]);
      const allowed = gateWith(ok(undefined), shared);
      expect((await allowed.dispatch(aReminder('2026-12-02T16:00:00.000Z'))).isOk()).toBe(true);
      expect(allowed.dispatched).toEqual(['m1']);
    }
  });

  it('drops a reminder once its session has started, without counting it', async () => {
    const t = gateWith(ok(undefined));
    const result = await t.dispatch(aReminder(NOW.toISOString()));
    expect(result._unsafeUnwrapErr()).toEqual({ code: 'sms.session_started' });
    expect(t.asked).toEqual([]);
    expect(t.dispatched).toEqual([]);
  });

  it('leaves a queued confirmation alone when the caps live in memory', async () => {
    const t = gateWith(refusal('sms.caps_unavailable'), false);
    const result = await t.dispatch(aMessage('sms.webinar_confirmation', 'lead-1:sms'));
    expect(result.isOk()).toBe(true);
    expect(t.asked).toEqual([]);
  });
});
