import { attemptOf } from '../../core/order/payment-method';
import type { PaymentOrderSnapshot } from '../../core/order/payment-order-snapshot';
import { decidePaymentTransition } from '../../core/payment/payment-transition';
import { orderReceiptFollowUp, purchaseFollowUps } from '../../core/payment/purchase-follow-ups';
import type { Clock } from '../../core/ports/clock';
import type { Ids } from '../../core/ports/ids';
import type { OrderTransaction, RegistrationRecord } from '../../core/ports/order-store';
import type { JsonValue, OutboxTransaction } from '../../core/ports/outbox-store';
import type { RegistrationStore, StoreTransaction } from '../../core/ports/registration-store';
import type { SeatTransaction } from '../../core/ports/seat-store';
import type { Cohort } from '../../core/site-config/site-config';
import { applyRefund } from './apply-refund';
import { moveRegistration } from './move-registration';

/** What applying a provider snapshot needs. */
export interface ApplyPaymentDependencies {
  readonly store: Pick<RegistrationStore, 'transaction'>;
  readonly clock: Clock;
  readonly ids: Ids;
  /** The configured cohorts: a payment beyond a cohort's capacity is flagged (overbooked). */
  readonly cohorts: () => readonly Cohort[];
  /** The site's public origin, for the Purchase's source URL (Meta requires one for web events). */
  readonly siteOrigin?: string;
}

/**
 * Where the snapshot came from: the signed server callback, or the status API (asked by
 * reconciliation and by the browser return's status check).
 */
export type SnapshotSource = 'callback' | 'status_api';

/** What happened to the order. */
export type SnapshotOutcome =
  | { readonly kind: 'not_found' }
  | { readonly kind: 'mismatch'; readonly field: 'order_id' | 'amount' | 'currency' }
  | { readonly kind: 'duplicate' }
  | { readonly kind: 'unchanged'; readonly reason: string }
  | {
      readonly kind: 'moved';
      readonly purchased: boolean;
      /** Money went back (docs/purchase.md "Refunds"); `seatFreed` when all of it did. */
      readonly refunded?: { readonly seatFreed: boolean };
    };

/** Another transaction changed the order between our read and our write: run again on fresh data. */
class ConcurrentChange extends Error {}

const ATTEMPTS = 3;

/**
 * The paid move's follow-ups (sheet row, SMS, Purchase, the receipt e-mail), in the same transaction
 * as the move. The receipt names the cohort's start as configured now and the card the provider masked.
 */
async function enqueuePurchaseFollowUps(
  deps: ApplyPaymentDependencies,
  tx: OutboxTransaction,
  paid: RegistrationRecord,
  now: Date,
  snapshot: PaymentOrderSnapshot,
): Promise<void> {
  const cohort = deps.cohorts().find((candidate) => candidate.number === paid.cohortNumber);
  const receipt = orderReceiptFollowUp(paid, now, {
    ...(cohort === undefined ? {} : { cohortStartsAt: cohort.startDate }),
    ...(snapshot.maskedCard === undefined ? {} : { maskedCard: snapshot.maskedCard }),
  });
  const rows = [...purchaseFollowUps(paid, now, deps.siteOrigin), receipt].map((row) => ({
    id: deps.ids.newId(),
    kind: row.kind,
    // Plain JSON (no undefined keys), as the outbox stores it.
    payload: JSON.parse(JSON.stringify(row.payload)) as JsonValue,
    idempotencyKey: row.idempotencyKey,
    createdAt: now,
  }));
  await tx.enqueueOutbox(rows);
}

/**
 * Flags a just-paid order whose cohort is now over capacity: it was paid after its hold ran out and
 * the seat sold again, so it stays paid for the operator to refund or make room (docs/purchase.md
 * "Seats"). Counted under the cohort's sales lock.
 */
async function flagIfOverbooked(
  deps: ApplyPaymentDependencies,
  tx: OrderTransaction & SeatTransaction,
  paid: RegistrationRecord,
  now: Date,
): Promise<void> {
  const cohort = deps.cohorts().find((candidate) => candidate.number === paid.cohortNumber);
  if (cohort === undefined) return;
  await tx.lockCohortSales(cohort.number);
  const seats = await tx.countCohortSeats(cohort.number, now);
  if (seats.paid <= cohort.maxCapacity) return;
  await tx.updateRegistration({
    id: paid.id,
    expectedStatus: 'payment_completed',
    changes: { overbookedAt: now },
    updatedAt: now,
  });
}

async function applyOnce(
  deps: ApplyPaymentDependencies,
  tx: StoreTransaction,
  snapshot: PaymentOrderSnapshot,
  source: SnapshotSource,
): Promise<SnapshotOutcome> {
  const now = deps.clock.now();
  // An instalment attempt carries the order's id with a suffix (docs/purchase.md "Bank instalments").
  const order = await tx.findRegistrationByMerchantOrderId(
    attemptOf(snapshot.orderId).merchantOrderId,
  );
  if (order === null) return { kind: 'not_found' };
  const decision = decidePaymentTransition(order, snapshot, now);
  if (decision.kind === 'mismatch') return decision;
  // Only moves are recorded: a stale event that arrived too early (e.g. `reversed` before
  // `approved`) must not block the same event when it becomes a valid move later.
  if (decision.kind === 'unchanged') return decision;
  // The dedupe key (docs/security.md): a concurrent duplicate of this move loses here once the first
  // commits (PostgreSQL waits on the unique index; SQLite and memory serialise transactions).
  const first = await tx.recordPaymentEvent({
    merchantOrderId: order.merchantOrderId,
    paymentId: snapshot.paymentId ?? source,
    orderStatus: snapshot.status,
    reversalTetri: snapshot.reversalAmount ?? 0,
    receivedAt: now,
  });
  if (!first) return { kind: 'duplicate' };
  if (decision.event?.type === 'payment.refund') {
    const news = {
      refundedTetri: decision.event.refundedTetri,
      paymentStatus: decision.paymentStatus,
      at: now,
    };
    const refunded = await applyRefund(tx, deps.ids, order, news);
    if (refunded.kind === 'stale') throw new ConcurrentChange();
    const seatFreed = refunded.kind === 'moved' && refunded.status === 'refunded';
    return { kind: 'moved', purchased: false, refunded: { seatFreed } };
  }
  const moved = await moveRegistration(tx, order, {
    ...(decision.event === undefined ? {} : { event: decision.event }),
    record: {
      paymentStatus: decision.paymentStatus,
      ...(decision.paymentMethod === undefined ? {} : { paymentMethod: decision.paymentMethod }),
    },
    at: now,
  });
  if (moved.kind === 'stale') throw new ConcurrentChange();
  const purchased = moved.kind === 'moved' && moved.status === 'payment_completed';
  if (purchased) {
    const paid = { ...order, ...moved.changes };
    await flagIfOverbooked(deps, tx, paid, now);
    await enqueuePurchaseFollowUps(deps, tx, paid, now, snapshot);
  }
  return { kind: 'moved', purchased };
}

/**
 * Applies a verified provider snapshot to its order in one transaction, for the callback, the
 * return's check and reconciliation alike (docs/security.md "Payment callbacks"): replays change
 * nothing; a paid move writes its follow-ups in the same commit.
 */
export async function applyPaymentSnapshot(
  deps: ApplyPaymentDependencies,
  snapshot: PaymentOrderSnapshot,
  source: SnapshotSource,
): Promise<SnapshotOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await deps.store.transaction((tx) => applyOnce(deps, tx, snapshot, source));
    } catch (error) {
      if (!(error instanceof ConcurrentChange) || attempt >= ATTEMPTS) throw error;
    }
  }
}

/**
 * The status API's way into `applyPaymentSnapshot` (reconciliation and the browser return's status
 * check): wakes the outbox worker after the paid move so its follow-ups leave at once.
 */
export function statusAnswerApplier(
  deps: ApplyPaymentDependencies,
  onPurchased: () => void,
): (snapshot: PaymentOrderSnapshot) => Promise<SnapshotOutcome> {
  return async (snapshot) => {
    const outcome = await applyPaymentSnapshot(deps, snapshot, 'status_api');
    if (outcome.kind === 'moved' && (outcome.purchased || outcome.refunded)) onPurchased();
    return outcome;
  };
}
