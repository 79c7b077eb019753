import type { Clock } from '../core/ports/clock';
import type { Ids } from '../core/ports/ids';
import type { RegistrationStore } from '../core/ports/registration-store';

/** What the app needs from the outside world, as core port types only, so tests pass fakes. */
export interface AppDependencies {
  readonly store: RegistrationStore;
  readonly clock: Clock;
  readonly ids: Ids;
}
