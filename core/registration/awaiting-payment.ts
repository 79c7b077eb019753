import { lifecycleHandles } from './lifecycle-handles';
import { REGISTRATION_STATUSES, type RegistrationStatus } from './registration-status';

/** Whether an order in `status` still waits for its payment: the lifecycle accepts a payment there. */
export function isAwaitingPayment(status: RegistrationStatus): boolean {
  return lifecycleHandles(status, 'payment.complete');
}

/** The statuses of orders still waiting for their payment (reconciliation asks the provider about them). */
export const AWAITING_PAYMENT_STATUSES: readonly RegistrationStatus[] =
  REGISTRATION_STATUSES.filter(isAwaitingPayment);
