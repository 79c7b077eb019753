import type { OrderTransaction, RegistrationChanges } from '../../core/ports/order-store';
import {
  applyRegistrationEvent,
  type RegistrationLifecycleState,
} from '../../core/registration/apply-registration-event';
import type { RegistrationEvent } from '../../core/registration/registration-events';
import type { RegistrationRefusalCode } from '../../core/registration/registration-refusal';
import type { RegistrationStatus } from '../../core/registration/registration-status';

/** A stored order as the move needs it: its id and its lifecycle state as read in this transaction. */
export interface RegistrationToMove extends RegistrationLifecycleState {
  readonly id: string;
}

/** What to move: a lifecycle event, and fields recorded alongside (the provider's status). */
export interface RegistrationMoveRequest {
  /** Absent: only `record` is written and the status stays. */
  readonly event?: RegistrationEvent;
  /** Written with the move, and also when there is no event or the lifecycle refuses it. */
  readonly record?: Pick<RegistrationChanges, 'paymentStatus' | 'paymentMethod'>;
  /** The time of a write that carries no event. */
  readonly at: Date;
}

/** What happened: the status moved, or stayed (with the refusal, if any), or the row changed under us. */
export type RegistrationMoveOutcome =
  | {
      readonly kind: 'moved';
      readonly status: RegistrationStatus;
      readonly changes: RegistrationChanges;
    }
  | { readonly kind: 'unmoved'; readonly refusal?: RegistrationRefusalCode }
  | { readonly kind: 'stale' };

/**
 * The only writer of a registration's status (docs/purchase.md "Order lifecycle"; enforced by
 * tests/architecture/registration-status-writes.test.ts): the machine decides from the status read
 * in this transaction, and a concurrent writer makes this move `stale`, never lost.
 */
export async function moveRegistration(
  tx: Pick<OrderTransaction, 'updateRegistration'>,
  order: RegistrationToMove,
  request: RegistrationMoveRequest,
): Promise<RegistrationMoveOutcome> {
  const move =
    request.event === undefined ? undefined : applyRegistrationEvent(order, request.event);
  const record = request.record ?? {};
  if (move === undefined || move.isErr()) {
    const refusal = move?.isErr() ? { refusal: move.error.type } : {};
    if (Object.keys(record).length === 0) return { kind: 'unmoved', ...refusal };
    const written = await tx.updateRegistration({
      id: order.id,
      expectedStatus: order.status,
      changes: record,
      updatedAt: request.at,
    });
    return written ? { kind: 'unmoved', ...refusal } : { kind: 'stale' };
  }
  const changes: RegistrationChanges = { ...record, ...move.value.changes };
  const written = await tx.updateRegistration({
    id: order.id,
    expectedStatus: order.status,
    changes,
    updatedAt: move.value.updatedAt,
  });
  return written ? { kind: 'moved', status: move.value.status, changes } : { kind: 'stale' };
}
