import { describe, expect, it } from 'vitest';
import { createCustomer } from '../customer/customer';
import { tetriConstant } from '../money/money';
import { createRegistration, type Registration } from './registration';
import { REGISTRATION_STATUSES, type RegistrationStatus } from './registration-status';
import {
  cancelRegistration,
  completePayment,
  completeRegistration,
  failRegistration,
  initiatePayment,
} from './registration-transitions';

const created = new Date('2025-10-01T10:00:00Z');
const later = new Date('2025-10-01T10:05:00Z');
const customer = createCustomer(
  { firstName: 'Nino', lastName: 'Beridze', email: 'nino@example.ge', phoneNumber: '555123456' },
  { id: 'c1', now: created },
)._unsafeUnwrap();
const pending = createRegistration(
  { customer, price: tetriConstant(270_000), source: 'checkout' },
  { id: 'r1', now: created },
)._unsafeUnwrap();
const inStatus = (status: RegistrationStatus): Registration => ({ ...pending, status });
const others = (...allowed: RegistrationStatus[]) =>
  REGISTRATION_STATUSES.filter((status) => !allowed.includes(status));
const payment = { transactionId: ' tx-42 ', at: later };

describe('initiatePayment', () => {
  it('moves pending to payment_initiated', () => {
    const next = initiatePayment(pending, later)._unsafeUnwrap();
    expect(next.status).toBe('payment_initiated');
    expect(next.updatedAt).toBe(later);
    expect(pending.status).toBe('pending');
  });

  it.each(others('pending'))('refuses from %s', (status) => {
    expect(initiatePayment(inStatus(status), later)._unsafeUnwrapErr().type).toBe(
      'CANNOT_INITIATE_PAYMENT',
    );
  });
});

describe('completePayment', () => {
  it.each(['pending', 'payment_initiated'] as const)('records the payment from %s', (status) => {
    const next = completePayment(inStatus(status), payment)._unsafeUnwrap();
    expect(next).toMatchObject({
      status: 'payment_completed',
      transactionId: 'tx-42',
      paymentTimestamp: later,
      updatedAt: later,
    });
  });

  it.each(others('pending', 'payment_initiated'))('refuses from %s', (status) => {
    expect(completePayment(inStatus(status), payment)._unsafeUnwrapErr().type).toBe(
      'CANNOT_COMPLETE_PAYMENT',
    );
  });

  it('needs a transaction id', () => {
    const blank = { transactionId: ' ', at: later };
    expect(completePayment(pending, blank)._unsafeUnwrapErr().type).toBe('TRANSACTION_ID_REQUIRED');
  });
});

describe('completeRegistration', () => {
  it('completes a paid registration', () => {
    const next = completeRegistration(inStatus('payment_completed'), later)._unsafeUnwrap();
    expect(next).toMatchObject({ status: 'completed', completedAt: later, updatedAt: later });
  });

  it('refuses twice and without payment', () => {
    expect(completeRegistration(inStatus('completed'), later)._unsafeUnwrapErr().type).toBe(
      'REGISTRATION_ALREADY_COMPLETED',
    );
    for (const status of others('payment_completed', 'completed')) {
      expect(completeRegistration(inStatus(status), later)._unsafeUnwrapErr().type).toBe(
        'CANNOT_COMPLETE_WITHOUT_PAYMENT',
      );
    }
  });
});

describe('cancelRegistration', () => {
  it.each(others('completed', 'cancelled'))('cancels from %s', (status) => {
    const next = cancelRegistration(inStatus(status), later)._unsafeUnwrap();
    expect(next).toMatchObject({ status: 'cancelled', cancelledAt: later });
  });

  it('refuses completed and cancelled registrations', () => {
    expect(cancelRegistration(inStatus('completed'), later)._unsafeUnwrapErr().type).toBe(
      'CANNOT_CANCEL_COMPLETED',
    );
    expect(cancelRegistration(inStatus('cancelled'), later)._unsafeUnwrapErr().type).toBe(
      'ALREADY_CANCELLED',
    );
  });
});

describe('failRegistration', () => {
  it.each(others('completed'))('fails from %s', (status) => {
    expect(failRegistration(inStatus(status), later)._unsafeUnwrap().status).toBe('failed');
  });

  it('refuses a completed registration', () => {
    expect(failRegistration(inStatus('completed'), later)._unsafeUnwrapErr().type).toBe(
      'CANNOT_FAIL_COMPLETED',
    );
  });
});

describe('the happy path', () => {
  it('runs pending → payment_initiated → payment_completed → completed', () => {
    const done = initiatePayment(pending, later)
      .andThen((r) => completePayment(r, payment))
      .andThen((r) => completeRegistration(r, later))
      ._unsafeUnwrap();
    expect(done.status).toBe('completed');
    expect(done.transactionId).toBe('tx-42');
  });
});
