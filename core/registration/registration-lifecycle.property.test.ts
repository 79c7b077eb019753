import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyRegistrationEvent,
  type RegistrationLifecycleState,
} from './apply-registration-event';
import type { RegistrationEvent } from './registration-events';
import { REGISTRATION_STATUSES, type RegistrationStatus } from './registration-status';

type EventType = RegistrationEvent['type'];

/**
 * The rules written out by hand as a table, independently of the machine: for each status and event,
 * the next status or the refusal code. A blank transaction id is handled apart (TRANSACTION_ID_REQUIRED
 * wherever a payment would be accepted).
 */
const MODEL: Record<RegistrationStatus, Record<EventType, string>> = {
  pending: {
    'payment.initiate': 'payment_initiated',
    'payment.complete': 'payment_completed',
    'registration.complete': 'CANNOT_COMPLETE_WITHOUT_PAYMENT',
    'registration.cancel': 'cancelled',
    'registration.fail': 'failed',
  },
  payment_initiated: {
    'payment.initiate': 'CANNOT_INITIATE_PAYMENT',
    'payment.complete': 'payment_completed',
    'registration.complete': 'CANNOT_COMPLETE_WITHOUT_PAYMENT',
    'registration.cancel': 'cancelled',
    'registration.fail': 'failed',
  },
  payment_completed: {
    'payment.initiate': 'CANNOT_INITIATE_PAYMENT',
    'payment.complete': 'CANNOT_COMPLETE_PAYMENT',
    'registration.complete': 'completed',
    'registration.cancel': 'cancelled',
    'registration.fail': 'failed',
  },
  completed: {
    'payment.initiate': 'CANNOT_INITIATE_PAYMENT',
    'payment.complete': 'CANNOT_COMPLETE_PAYMENT',
    'registration.complete': 'REGISTRATION_ALREADY_COMPLETED',
    'registration.cancel': 'CANNOT_CANCEL_COMPLETED',
    'registration.fail': 'CANNOT_FAIL_COMPLETED',
  },
  cancelled: {
    'payment.initiate': 'CANNOT_INITIATE_PAYMENT',
    'payment.complete': 'CANNOT_COMPLETE_PAYMENT',
    'registration.complete': 'CANNOT_COMPLETE_WITHOUT_PAYMENT',
    'registration.cancel': 'ALREADY_CANCELLED',
    'registration.fail': 'failed',
  },
  failed: {
    'payment.initiate': 'CANNOT_INITIATE_PAYMENT',
    'payment.complete': 'CANNOT_COMPLETE_PAYMENT',
    'registration.complete': 'CANNOT_COMPLETE_WITHOUT_PAYMENT',
    'registration.cancel': 'cancelled',
    'registration.fail': 'failed',
  },
};

function expected(status: RegistrationStatus, event: RegistrationEvent): string {
  const outcome = MODEL[status][event.type];
  const blank = event.type === 'payment.complete' && event.transactionId.trim() === '';
  return blank && outcome === 'payment_completed' ? 'TRANSACTION_ID_REQUIRED' : outcome;
}

const time = fc.date({
  min: new Date('2026-01-01T00:00:00Z'),
  max: new Date('2027-01-01T00:00:00Z'),
  noInvalidDate: true,
});
const maybeTime = fc.option(time, { nil: null });

/** A consistent persisted state: a paid or completed order always carries its transaction id. */
const state: fc.Arbitrary<RegistrationLifecycleState> = fc
  .record({
    status: fc.constantFrom(...REGISTRATION_STATUSES),
    transactionId: fc.option(
      fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
      {
        nil: null,
      },
    ),
    paymentTimestamp: maybeTime,
    completedAt: maybeTime,
    cancelledAt: maybeTime,
    updatedAt: time,
  })
  .map((s) =>
    (s.status === 'payment_completed' || s.status === 'completed') && s.transactionId === null
      ? { ...s, transactionId: 'tx-generated', paymentTimestamp: s.updatedAt }
      : s,
  );

const event: fc.Arbitrary<RegistrationEvent> = fc.oneof(
  fc.record({ type: fc.constant('payment.initiate' as const), at: time }),
  fc.record({
    type: fc.constant('payment.complete' as const),
    transactionId: fc.oneof(fc.constantFrom('', ' ', 'tx-1', ' tx-2 '), fc.string()),
    at: time,
  }),
  fc.record({ type: fc.constant('registration.complete' as const), at: time }),
  fc.record({ type: fc.constant('registration.cancel' as const), at: time }),
  fc.record({ type: fc.constant('registration.fail' as const), at: time }),
);

/** Applies one event the way the server persists it; a refusal keeps the state. */
function step(current: RegistrationLifecycleState, next: RegistrationEvent) {
  const result = applyRegistrationEvent(current, next);
  const after = result.isOk()
    ? { ...current, ...result.value.changes, updatedAt: result.value.updatedAt }
    : current;
  return { result, after };
}

describe('the registration lifecycle, on random event sequences', () => {
  it('agrees with the rule table at every step', () => {
    fc.assert(
      fc.property(state, fc.array(event, { maxLength: 12 }), (start, events) => {
        let current = start;
        for (const next of events) {
          const want = expected(current.status, next);
          const { result, after } = step(current, next);
          if (result.isOk()) expect(result.value.status).toBe(want);
          else expect(result.error.type).toBe(want);
          current = after;
        }
      }),
      { numRuns: 500 },
    );
  });

  it('keeps the invariants: completed is final, payments only from awaiting statuses, ids kept', () => {
    fc.assert(
      fc.property(state, fc.array(event, { maxLength: 12 }), (start, events) => {
        let current = start;
        for (const next of events) {
          const before = structuredClone(current);
          const { result, after } = step(current, next);
          // A refusal never touches the input; a move never mutates it either.
          expect(current).toEqual(before);
          if (current.status === 'completed') expect(result.isErr()).toBe(true);
          if (result.isOk()) {
            const { status, changes, updatedAt } = result.value;
            expect(updatedAt).toBe(next.at);
            expect(changes.status).toBe(status);
            if (status === 'payment_completed') {
              expect(['pending', 'payment_initiated']).toContain(current.status);
              expect(changes.paymentTimestamp).toBe(next.at);
            }
            if (status === 'completed') expect(current.status).toBe('payment_completed');
            if (status === 'cancelled') expect(changes.cancelledAt).toBe(next.at);
          }
          if (after.status === 'payment_completed' || after.status === 'completed') {
            expect(after.transactionId?.trim()).toBeTruthy();
          }
          current = after;
        }
      }),
      { numRuns: 500 },
    );
  });
});
