import { err, ok, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { domainError } from '../../core/errors/domain-error';
import type { OutboxMessage } from '../../core/ports/registration-store';
import type { SmsCapCode } from '../../core/sms/sms-caps';
import { gateCappedSms } from './sms-delivery-gate';
import type { SmsGuardOutcome, SmsGuardRequest } from './sms-guard';

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

function gateWith(outcome: SmsGuardOutcome) {
  const dispatched: string[] = [];
  const guard = guardAnswering(outcome);
  const dispatch = gateCappedSms((message) => {
    dispatched.push(message.id);
    return okAsync(undefined);
  }, guard);
  return { dispatch, dispatched, asked: guard.asked };
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
});
