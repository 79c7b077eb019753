import { err, ok, type Result } from 'neverthrow';
import { type DomainError, domainError } from '../shared/domain-error';
import type { Registration } from './registration';
import type { RegistrationStatus } from './registration-status';

/**
 * The registration life cycle of docs/purchase.md "Order lifecycle" as pure functions: each takes the registration and the time of the change
 * and returns the next registration or the refusal's code. Which server calls trigger them is not in the spec; the
 * payment callback and the reconciliation job use them.
 */
function moveTo(
  registration: Registration,
  status: RegistrationStatus,
  at: Date,
  extra: Partial<Registration> = {},
): Registration {
  return { ...registration, ...extra, status, updatedAt: at };
}

/** pending → payment_initiated; from any other status CANNOT_INITIATE_PAYMENT. */
export function initiatePayment(
  registration: Registration,
  at: Date,
): Result<Registration, DomainError<'CANNOT_INITIATE_PAYMENT'>> {
  return registration.status === 'pending'
    ? ok(moveTo(registration, 'payment_initiated', at))
    : err(domainError('CANNOT_INITIATE_PAYMENT'));
}

/** What the payment provider reports for a successful payment. */
export interface PaymentConfirmation {
  readonly transactionId: string;
  readonly at: Date;
}

/**
 * pending or payment_initiated → payment_completed, recording the transaction id and payment time. Any other
 * status is CANNOT_COMPLETE_PAYMENT; a blank transaction id is TRANSACTION_ID_REQUIRED.
 */
export function completePayment(
  registration: Registration,
  payment: PaymentConfirmation,
): Result<Registration, DomainError<'CANNOT_COMPLETE_PAYMENT' | 'TRANSACTION_ID_REQUIRED'>> {
  if (registration.status !== 'pending' && registration.status !== 'payment_initiated') {
    return err(domainError('CANNOT_COMPLETE_PAYMENT'));
  }
  const transactionId = payment.transactionId.trim();
  if (transactionId === '') return err(domainError('TRANSACTION_ID_REQUIRED'));
  return ok(
    moveTo(registration, 'payment_completed', payment.at, {
      transactionId,
      paymentTimestamp: payment.at,
    }),
  );
}

/** payment_completed → completed. Already completed is REGISTRATION_ALREADY_COMPLETED; unpaid is refused. */
export function completeRegistration(
  registration: Registration,
  at: Date,
): Result<
  Registration,
  DomainError<'REGISTRATION_ALREADY_COMPLETED' | 'CANNOT_COMPLETE_WITHOUT_PAYMENT'>
> {
  if (registration.status === 'completed')
    return err(domainError('REGISTRATION_ALREADY_COMPLETED'));
  if (registration.status !== 'payment_completed') {
    return err(domainError('CANNOT_COMPLETE_WITHOUT_PAYMENT'));
  }
  return ok(moveTo(registration, 'completed', at, { completedAt: at }));
}

/** Any status → cancelled, except completed (CANNOT_CANCEL_COMPLETED) and cancelled (ALREADY_CANCELLED). */
export function cancelRegistration(
  registration: Registration,
  at: Date,
): Result<Registration, DomainError<'CANNOT_CANCEL_COMPLETED' | 'ALREADY_CANCELLED'>> {
  if (registration.status === 'completed') return err(domainError('CANNOT_CANCEL_COMPLETED'));
  if (registration.status === 'cancelled') return err(domainError('ALREADY_CANCELLED'));
  return ok(moveTo(registration, 'cancelled', at, { cancelledAt: at }));
}

/** Any status → failed, except completed (CANNOT_FAIL_COMPLETED), as docs/purchase.md "Order lifecycle" states it. */
export function failRegistration(
  registration: Registration,
  at: Date,
): Result<Registration, DomainError<'CANNOT_FAIL_COMPLETED'>> {
  return registration.status === 'completed'
    ? err(domainError('CANNOT_FAIL_COMPLETED'))
    : ok(moveTo(registration, 'failed', at));
}
