import { describe, expect, it } from 'vitest';
import {
  applyRegistrationEvent,
  type RegistrationLifecycleState,
} from './apply-registration-event';
import { openRegistration } from './open-registration';
import type { RegistrationEvent } from './registration-events';
import { REGISTRATION_STATUSES, type RegistrationStatus } from './registration-status';

const created = new Date('2026-10-01T10:00:00Z');
const at = new Date('2026-10-01T10:05:00Z');
const inStatus = (status: RegistrationStatus): RegistrationLifecycleState => ({
  ...openRegistration(created),
  status,
  ...(status === 'payment_completed' ||
  status === 'completed' ||
  status === 'partially_refunded' ||
  status === 'refunded'
    ? { transactionId: 'tx-1', paymentTimestamp: created }
    : {}),
});
/** The statuses other than `allowed`; refunded orders refuse every non-refund event alike (tested apart). */
const others = (...allowed: RegistrationStatus[]) =>
  REGISTRATION_STATUSES.filter(
    (status) =>
      !allowed.includes(status) &&
      (allowed.includes('partially_refunded') ||
        (status !== 'partially_refunded' && status !== 'refunded')),
  );
const refusal = (status: RegistrationStatus, event: RegistrationEvent) =>
  applyRegistrationEvent(inStatus(status), event)._unsafeUnwrapErr().type;

describe('a new registration', () => {
  it('starts in the machine’s initial state with nothing recorded', () => {
    expect(openRegistration(created)).toEqual({
      status: 'pending',
      transactionId: null,
      paymentTimestamp: null,
      completedAt: null,
      cancelledAt: null,
      refundedTetri: 0,
      refundedAt: null,
      updatedAt: created,
    });
  });
});

describe('payment.initiate', () => {
  const initiate = { type: 'payment.initiate', at } as const;

  it('moves pending to payment_initiated and stamps the time', () => {
    expect(applyRegistrationEvent(inStatus('pending'), initiate)._unsafeUnwrap()).toEqual({
      status: 'payment_initiated',
      changes: { status: 'payment_initiated' },
      updatedAt: at,
    });
  });

  it.each(others('pending'))('is refused from %s', (status) => {
    expect(refusal(status, initiate)).toBe('CANNOT_INITIATE_PAYMENT');
  });
});

describe('payment.complete', () => {
  const pay = { type: 'payment.complete', transactionId: ' tx-42 ', at } as const;

  it.each(['pending', 'payment_initiated'] as const)('records the payment from %s', (status) => {
    expect(applyRegistrationEvent(inStatus(status), pay)._unsafeUnwrap()).toEqual({
      status: 'payment_completed',
      changes: { status: 'payment_completed', transactionId: 'tx-42', paymentTimestamp: at },
      updatedAt: at,
    });
  });

  it.each(others('pending', 'payment_initiated'))('is refused from %s', (status) => {
    expect(refusal(status, pay)).toBe('CANNOT_COMPLETE_PAYMENT');
    expect(refusal(status, { ...pay, transactionId: '' })).toBe('CANNOT_COMPLETE_PAYMENT');
  });

  it.each(['', '   '])('needs a transaction id (%j)', (transactionId) => {
    expect(refusal('payment_initiated', { ...pay, transactionId })).toBe('TRANSACTION_ID_REQUIRED');
  });
});

describe('registration.complete', () => {
  const complete = { type: 'registration.complete', at } as const;

  it('completes a paid registration, stamping completedAt', () => {
    expect(applyRegistrationEvent(inStatus('payment_completed'), complete)._unsafeUnwrap()).toEqual(
      {
        status: 'completed',
        changes: { status: 'completed', completedAt: at },
        updatedAt: at,
      },
    );
  });

  it('is refused twice and without a payment', () => {
    expect(refusal('completed', complete)).toBe('REGISTRATION_ALREADY_COMPLETED');
    for (const status of others('payment_completed', 'completed')) {
      expect(refusal(status, complete)).toBe('CANNOT_COMPLETE_WITHOUT_PAYMENT');
    }
  });
});

describe('registration.cancel', () => {
  const cancel = { type: 'registration.cancel', at } as const;

  it.each(others('completed', 'cancelled'))('cancels from %s, stamping cancelledAt', (status) => {
    expect(applyRegistrationEvent(inStatus(status), cancel)._unsafeUnwrap()).toEqual({
      status: 'cancelled',
      changes: { status: 'cancelled', cancelledAt: at },
      updatedAt: at,
    });
  });

  it('refuses completed and cancelled registrations', () => {
    expect(refusal('completed', cancel)).toBe('CANNOT_CANCEL_COMPLETED');
    expect(refusal('cancelled', cancel)).toBe('ALREADY_CANCELLED');
  });
});

describe('registration.fail', () => {
  const fail = { type: 'registration.fail', at } as const;

  it.each(others('completed'))('fails from %s', (status) => {
    expect(applyRegistrationEvent(inStatus(status), fail)._unsafeUnwrap()).toEqual({
      status: 'failed',
      changes: { status: 'failed' },
      updatedAt: at,
    });
  });

  it('refuses a completed registration', () => {
    expect(refusal('completed', fail)).toBe('CANNOT_FAIL_COMPLETED');
  });
});

describe('the happy path', () => {
  it('runs pending → payment_initiated → payment_completed → completed, keeping the records', () => {
    const events: RegistrationEvent[] = [
      { type: 'payment.initiate', at },
      { type: 'payment.complete', transactionId: 'tx-42', at },
      { type: 'registration.complete', at },
    ];
    let done: RegistrationLifecycleState = openRegistration(created);
    for (const event of events) {
      const move = applyRegistrationEvent(done, event)._unsafeUnwrap();
      done = { ...done, ...move.changes, updatedAt: move.updatedAt };
    }
    expect(done).toEqual({
      status: 'completed',
      transactionId: 'tx-42',
      paymentTimestamp: at,
      completedAt: at,
      cancelledAt: null,
      refundedTetri: 0,
      refundedAt: null,
      updatedAt: at,
    });
  });
});

describe('payment.refund', () => {
  const PRICE = 150_000;
  const refund = (refundedTetri: number) =>
    ({ type: 'payment.refund', refundedTetri, priceTetri: PRICE, at }) as const;

  it.each(['payment_completed', 'completed'] as const)(
    'moves %s to partially_refunded for part of the price, recording the total',
    (status) => {
      expect(applyRegistrationEvent(inStatus(status), refund(30_000))._unsafeUnwrap()).toEqual({
        status: 'partially_refunded',
        changes: { status: 'partially_refunded', refundedTetri: 30_000, refundedAt: at },
        updatedAt: at,
      });
    },
  );

  it('moves a partially refunded order on to refunded when the total reaches the price', () => {
    const partly = { ...inStatus('partially_refunded'), refundedTetri: 30_000 };
    expect(applyRegistrationEvent(partly, refund(PRICE))._unsafeUnwrap().status).toBe('refunded');
    expect(applyRegistrationEvent(partly, refund(40_000))._unsafeUnwrap().changes).toEqual({
      status: 'partially_refunded',
      refundedTetri: 40_000,
      refundedAt: at,
    });
  });

  it('refuses a total that is not more than what went back before', () => {
    const partly = { ...inStatus('partially_refunded'), refundedTetri: 30_000 };
    expect(applyRegistrationEvent(partly, refund(30_000))._unsafeUnwrapErr().type).toBe(
      'CANNOT_REFUND',
    );
  });

  it.each(others('payment_completed', 'completed', 'partially_refunded'))(
    'is refused from %s',
    (status) => {
      expect(refusal(status, refund(PRICE))).toBe('CANNOT_REFUND');
    },
  );

  it.each(['partially_refunded', 'refunded'] as const)(
    'leaves %s unmoved by anything but a refund',
    (status) => {
      expect(refusal(status, { type: 'registration.cancel', at })).toBe('REGISTRATION_REFUNDED');
      expect(refusal(status, { type: 'registration.fail', at })).toBe('REGISTRATION_REFUNDED');
    },
  );
});
