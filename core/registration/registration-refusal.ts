import type { RegistrationEvent } from './registration-events';
import type { RegistrationStatus } from './registration-status';

/** The codes a lifecycle move can be refused with (docs/validation.md "Error codes"). */
export type RegistrationRefusalCode =
  | 'CANNOT_INITIATE_PAYMENT'
  | 'CANNOT_COMPLETE_PAYMENT'
  | 'TRANSACTION_ID_REQUIRED'
  | 'REGISTRATION_ALREADY_COMPLETED'
  | 'CANNOT_COMPLETE_WITHOUT_PAYMENT'
  | 'CANNOT_CANCEL_COMPLETED'
  | 'ALREADY_CANCELLED'
  | 'CANNOT_FAIL_COMPLETED'
  | 'CANNOT_REFUND'
  | 'REGISTRATION_REFUNDED';

/**
 * Why the lifecycle refused `event` in `status`. A refund is refused when the order is not paid, is
 * refunded in full already, or the new total is not more than what went back before. `guarded` says the state does handle the event but a
 * guard said no: the only guarded move is a payment without a transaction id. The status is checked
 * before the transaction id, so a payment to a closed order is CANNOT_COMPLETE_PAYMENT either way.
 */
export function registrationRefusal(
  status: RegistrationStatus,
  event: RegistrationEvent,
  guarded: boolean,
): RegistrationRefusalCode {
  if (event.type === 'payment.refund') return 'CANNOT_REFUND';
  // A refunded order stays a record of money that went back: only a further refund moves it.
  const refunded = status === 'refunded' || status === 'partially_refunded';
  if (refunded && event.type.startsWith('registration.')) return 'REGISTRATION_REFUNDED';
  switch (event.type) {
    case 'payment.initiate':
      return 'CANNOT_INITIATE_PAYMENT';
    case 'payment.complete':
      return guarded ? 'TRANSACTION_ID_REQUIRED' : 'CANNOT_COMPLETE_PAYMENT';
    case 'registration.complete':
      return status === 'completed'
        ? 'REGISTRATION_ALREADY_COMPLETED'
        : 'CANNOT_COMPLETE_WITHOUT_PAYMENT';
    case 'registration.cancel':
      return status === 'completed' ? 'CANNOT_CANCEL_COMPLETED' : 'ALREADY_CANCELLED';
    case 'registration.fail':
      return 'CANNOT_FAIL_COMPLETED';
  }
}
