import { initialTransition } from 'xstate';
import type { RegistrationLifecycleState } from './apply-registration-event';
import { registrationLifecycle } from './registration-lifecycle-machine';

/** The lifecycle state of a new order opened at `at`: the machine's initial state and context. */
export function openRegistration(at: Date): RegistrationLifecycleState {
  const [snapshot] = initialTransition(registrationLifecycle, { at });
  return { status: snapshot.value, ...snapshot.context };
}
