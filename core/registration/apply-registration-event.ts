import { err, ok, type Result } from 'neverthrow';
import { transition } from 'xstate';
import { type DomainError, domainError } from '../errors/domain-error';
import { lifecycleHandles } from './lifecycle-handles';
import type { RegistrationEvent, RegistrationRecorded } from './registration-events';
import { registrationLifecycle } from './registration-lifecycle-machine';
import { type RegistrationRefusalCode, registrationRefusal } from './registration-refusal';
import type { RegistrationStatus } from './registration-status';

/** A persisted registration as the lifecycle sees it: its status (the state) and what it recorded. */
export interface RegistrationLifecycleState extends RegistrationRecorded {
  readonly status: RegistrationStatus;
}

/** The fields a move changes; `status` is always present, the recorded fields only when they changed. */
type RegistrationMoveChanges = { readonly status: RegistrationStatus } & Partial<
  Omit<RegistrationRecorded, 'updatedAt'>
>;

/** An accepted move: the next status, the changes to persist and the time they were made. */
interface RegistrationMove {
  readonly status: RegistrationStatus;
  readonly changes: RegistrationMoveChanges;
  readonly updatedAt: Date;
}

const RECORDED_FIELDS = [
  'transactionId',
  'paymentTimestamp',
  'completedAt',
  'cancelledAt',
  'refundedTetri',
  'refundedAt',
] as const;

function changedFields(before: RegistrationRecorded, after: RegistrationRecorded) {
  return Object.fromEntries(
    RECORDED_FIELDS.filter((field) => after[field] !== before[field]).map((field) => [
      field,
      after[field],
    ]),
  ) as Partial<Omit<RegistrationRecorded, 'updatedAt'>>;
}

/**
 * The one way a registration's status changes (docs/purchase.md "Order lifecycle"): the stored
 * state restored into the machine, a move it cannot take refused with its code, else xstate's pure
 * `transition`. Nothing is mutated; the caller persists the move.
 */
export function applyRegistrationEvent(
  current: RegistrationLifecycleState,
  event: RegistrationEvent,
): Result<RegistrationMove, DomainError<RegistrationRefusalCode>> {
  const { status, ...recorded } = current;
  const snapshot = registrationLifecycle.resolveState({ value: status, context: recorded });
  if (!snapshot.can(event)) {
    const guarded = lifecycleHandles(status, event.type);
    return err(domainError(registrationRefusal(status, event, guarded)));
  }
  const [next] = transition(registrationLifecycle, snapshot, event);
  return ok({
    status: next.value,
    changes: { status: next.value, ...changedFields(recorded, next.context) },
    updatedAt: next.context.updatedAt,
  });
}
