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
/** A paid order's refund: the outcome depends on the amounts (see `expected`). */
const REFUND = 'refund';

const MODEL: Record<RegistrationStatus, Record<EventType, string>> = {
  pending: {
    'payment.initiate': 'payment_initiated',
    'payment.complete': 'payment_completed',
    'registration.complete': 'CANNOT_COMPLETE_WITHOUT_PAYMENT',
    'registration.cancel': 'cancelled',
    'registration.fail': 'failed',
    'payment.refund': 'CANNOT_REFUND',
  },
  payment_initiated: {
    'payment.initiate': 'CANNOT_INITIATE_PAYMENT',
    'payment.complete': 'payment_completed',
    'registration.complete': 'CANNOT_COMPLETE_WITHOUT_PAYMENT',
    'registration.cancel': 'cancelled',
    'registration.fail': 'failed',
    'payment.refund': 'CANNOT_REFUND',
  },
  payment_completed: {
    'payment.initiate': 'CANNOT_INITIATE_PAYMENT',
    'payment.complete': 'CANNOT_COMPLETE_PAYMENT',
    'registration.complete': 'completed',
    'registration.cancel': 'cancelled',
    'registration.fail': 'failed',
    'payment.refund': REFUND,
  },
  completed: {
    'payment.initiate': 'CANNOT_INITIATE_PAYMENT',
    'payment.complete': 'CANNOT_COMPLETE_PAYMENT',
    'registration.complete': 'REGISTRATION_ALREADY_COMPLETED',
    'registration.cancel': 'CANNOT_CANCEL_COMPLETED',
    'registration.fail': 'CANNOT_FAIL_COMPLETED',
    'payment.refund': REFUND,
  },
  cancelled: {
    'payment.initiate': 'CANNOT_INITIATE_PAYMENT',
    'payment.complete': 'CANNOT_COMPLETE_PAYMENT',
    'registration.complete': 'CANNOT_COMPLETE_WITHOUT_PAYMENT',
    'registration.cancel': 'ALREADY_CANCELLED',
    'registration.fail': 'failed',
    'payment.refund': 'CANNOT_REFUND',
  },
  failed: {
    'payment.initiate': 'CANNOT_INITIATE_PAYMENT',
    'payment.complete': 'CANNOT_COMPLETE_PAYMENT',
    'registration.complete': 'CANNOT_COMPLETE_WITHOUT_PAYMENT',
    'registration.cancel': 'cancelled',
    'registration.fail': 'failed',
    'payment.refund': 'CANNOT_REFUND',
  },
  partially_refunded: {
    'payment.initiate': 'CANNOT_INITIATE_PAYMENT',
    'payment.complete': 'CANNOT_COMPLETE_PAYMENT',
    'registration.complete': 'REGISTRATION_REFUNDED',
    'registration.cancel': 'REGISTRATION_REFUNDED',
    'registration.fail': 'REGISTRATION_REFUNDED',
    'payment.refund': REFUND,
  },
  refunded: {
    'payment.initiate': 'CANNOT_INITIATE_PAYMENT',
    'payment.complete': 'CANNOT_COMPLETE_PAYMENT',
    'registration.complete': 'REGISTRATION_REFUNDED',
    'registration.cancel': 'REGISTRATION_REFUNDED',
    'registration.fail': 'REGISTRATION_REFUNDED',
    'payment.refund': 'CANNOT_REFUND',
  },
};

function expected(current: RegistrationLifecycleState, event: RegistrationEvent): string {
  const outcome = MODEL[current.status][event.type];
  if (outcome === REFUND && event.type === 'payment.refund') {
    if (event.refundedTetri <= current.refundedTetri) return 'CANNOT_REFUND';
    return event.refundedTetri >= event.priceTetri ? 'refunded' : 'partially_refunded';
  }
  const blank = event.type === 'payment.complete' && event.transactionId.trim() === '';
  return blank && outcome === 'payment_completed' ? 'TRANSACTION_ID_REQUIRED' : outcome;
}

const time = fc.date({
  min: new Date('2026-01-01T00:00:00Z'),
  max: new Date('2027-01-01T00:00:00Z'),
  noInvalidDate: true,
});
const maybeTime = fc.option(time, { nil: null });
const PRICE = 150_000;
const PAID: readonly RegistrationStatus[] = [
  'payment_completed',
  'completed',
  'partially_refunded',
  'refunded',
];

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
    refundedTetri: fc.integer({ min: 0, max: PRICE }),
    refundedAt: maybeTime,
    updatedAt: time,
  })
  .map((s) =>
    PAID.includes(s.status) && s.transactionId === null
      ? { ...s, transactionId: 'tx-generated', paymentTimestamp: s.updatedAt }
      : s,
  )
  .map((s) => ({
    ...s,
    // Only a refunded order has money back: all of it when refunded, part of it when partially.
    refundedTetri:
      s.status === 'refunded'
        ? PRICE
        : s.status === 'partially_refunded'
          ? Math.min(Math.max(s.refundedTetri, 1), PRICE - 1)
          : 0,
  }));

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
  fc.record({
    type: fc.constant('payment.refund' as const),
    refundedTetri: fc.integer({ min: 0, max: PRICE + 1 }),
    priceTetri: fc.constant(PRICE),
    at: time,
  }),
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
          const want = expected(current, next);
          const { result, after } = step(current, next);
          if (result.isOk()) expect(result.value.status).toBe(want);
          else expect(result.error.type).toBe(want);
          current = after;
        }
      }),
      { numRuns: 500 },
    );
  });

  it('keeps the invariants: refunded is final, payments only from awaiting statuses, refunds only grow, ids kept', () => {
    fc.assert(
      fc.property(state, fc.array(event, { maxLength: 12 }), (start, events) => {
        let current = start;
        for (const next of events) {
          const before = structuredClone(current);
          const { result, after } = step(current, next);
          // A refusal never touches the input; a move never mutates it either.
          expect(current).toEqual(before);
          if (current.status === 'refunded') expect(result.isErr()).toBe(true);
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
            if (next.type === 'payment.refund') {
              // Money back only grows, never past the price, and only a paid order gets it.
              expect(PAID).toContain(current.status);
              expect(after.refundedTetri).toBeGreaterThan(current.refundedTetri);
              expect(after.refundedTetri).toBeLessThanOrEqual(PRICE);
              expect(after.refundedAt).toBe(next.at);
            }
          }
          if (PAID.includes(after.status)) {
            expect(after.transactionId?.trim()).toBeTruthy();
          }
          current = after;
        }
      }),
      { numRuns: 500 },
    );
  });
});
