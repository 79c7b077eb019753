import type { PaymentOrderSnapshot } from '../../core/payment/payment-order-snapshot';
import { decidePaymentTransition } from '../../core/payment/payment-transition';
import { purchaseFollowUps } from '../../core/payment/purchase-follow-ups';
import type { Clock } from '../../core/ports/clock';
import type { Ids } from '../../core/ports/ids';
import type {
  JsonValue,
  RegistrationStore,
  StoreTransaction,
} from '../../core/ports/registration-store';

/** What applying a provider snapshot needs. */
export interface ApplyPaymentDependencies {
  readonly store: Pick<RegistrationStore, 'transaction'>;
  readonly clock: Clock;
  readonly ids: Ids;
  /** The site's public origin, for the Purchase's source URL (Meta requires one for web events). */
  readonly siteOrigin?: string;
}

/** Where the snapshot came from: the signed server callback or the status API (reconciliation). */
export type SnapshotSource = 'callback' | 'status_api';

/** What happened to the order. */
export type SnapshotOutcome =
  | { readonly kind: 'not_found' }
  | { readonly kind: 'mismatch'; readonly field: 'order_id' | 'amount' | 'currency' }
  | { readonly kind: 'duplicate' }
  | { readonly kind: 'unchanged'; readonly reason: string }
  | { readonly kind: 'moved'; readonly purchased: boolean };

/** Another transaction changed the order between our read and our write: run again on fresh data. */
class ConcurrentChange extends Error {}

const ATTEMPTS = 3;

async function applyOnce(
  deps: ApplyPaymentDependencies,
  tx: StoreTransaction,
  snapshot: PaymentOrderSnapshot,
  source: SnapshotSource,
): Promise<SnapshotOutcome> {
  const now = deps.clock.now();
  const order = await tx.findRegistrationByMerchantOrderId(snapshot.orderId);
  if (order === null) return { kind: 'not_found' };
  const decision = decidePaymentTransition(order, snapshot, now);
  if (decision.kind === 'mismatch') return decision;
  // Only moves are recorded: a stale event that arrived too early (e.g. `reversed` before
  // `approved`) must not block the same event when it becomes a valid move later.
  if (decision.kind === 'unchanged') return decision;
  // The dedupe key (docs/security.md "Payment callbacks"): a concurrent duplicate of this move loses here once the first
  // commits (PostgreSQL waits on the unique index; SQLite and memory serialise transactions).
  const first = await tx.recordPaymentEvent({
    merchantOrderId: order.merchantOrderId,
    paymentId: snapshot.paymentId ?? source,
    orderStatus: snapshot.status,
    receivedAt: now,
  });
  if (!first) return { kind: 'duplicate' };
  const applied = await tx.updateRegistration({
    id: order.id,
    expectedStatus: decision.expectedStatus,
    changes: decision.changes,
    updatedAt: now,
  });
  if (!applied) throw new ConcurrentChange();
  if (decision.purchased) {
    const customer = await tx.findCustomerById(order.customerId);
    if (customer === null) throw new Error(`order ${order.id} has no customer`);
    const paid = { ...order, ...decision.changes };
    const rows = purchaseFollowUps(paid, customer, now, deps.siteOrigin).map((row) => ({
      id: deps.ids.newId(),
      kind: row.kind,
      // Plain JSON (no undefined keys), as the outbox stores it.
      payload: JSON.parse(JSON.stringify(row.payload)) as JsonValue,
      idempotencyKey: row.idempotencyKey,
      createdAt: now,
    }));
    await tx.enqueueOutbox(rows);
  }
  return { kind: 'moved', purchased: decision.purchased };
}

/**
 * Applies a verified provider snapshot to its order in one transaction (docs/security.md "Payment callbacks"
 * "Payment callbacks"): the forward-only transition decides, the payment event's unique key makes a
 * replay a no-op, the optimistic update makes a concurrent one lose, and the paid move writes its
 * follow-ups (sheet row, SMS, Purchase) in the same commit. Used by the callback route and the
 * reconciliation job alike.
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
