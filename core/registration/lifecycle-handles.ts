import type { RegistrationEvent } from './registration-events';
import { registrationLifecycle } from './registration-lifecycle-machine';
import type { RegistrationStatus } from './registration-status';

/** Whether the lifecycle has a move for `eventType` out of `status`, before any guard is asked. */
export function lifecycleHandles(
  status: RegistrationStatus,
  eventType: RegistrationEvent['type'],
): boolean {
  return registrationLifecycle.states[status]?.on[eventType] !== undefined;
}
