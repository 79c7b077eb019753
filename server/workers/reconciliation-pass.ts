import { providerOrderId } from '../../core/order/payment-method';
import type { PaymentOrderSnapshot } from '../../core/order/payment-order-snapshot';
import {
  hasProviderSettled,
  type StatusCheckPolicy,
  statusCheckDueAt,
} from '../../core/payment/status-check-schedule';
import type { Clock } from '../../core/ports/clock';
import type { OrderStore, RegistrationRecord } from '../../core/ports/order-store';
import type { PaymentGateway } from '../../core/ports/payment-gateway';
import type { RegistrationStore } from '../../core/ports/registration-store';
import { AWAITING_PAYMENT_STATUSES } from '../../core/registration/awaiting-payment';
import type { SnapshotOutcome } from '../use-cases/apply-payment-snapshot';
import { moveRegistration } from '../use-cases/move-registration';

/** One order the job asked about, for the log (no personal data). */
export interface ReconciliationEntry {
  readonly orderId: string;
  readonly outcome:
    | SnapshotOutcome['kind']
    | 'unknown_to_provider'
    | 'failed_unknown_to_provider'
    | 'provider_error';
  readonly code?: string;
}

/** What one pass did: orders claimed (at most the budget) and questions answered or failed. */
export interface ReconciliationPass {
  readonly claimed: number;
  readonly entries: readonly ReconciliationEntry[];
}

/** What one pass of the job needs. */
export interface ReconciliationPassOptions {
  readonly store: OrderStore & Pick<RegistrationStore, 'transaction'>;
  readonly clock: Clock;
  readonly gateway: Pick<PaymentGateway, 'fetchOrderStatus'>;
  /** The same transition the callback route uses. */
  readonly apply: (snapshot: PaymentOrderSnapshot) => Promise<SnapshotOutcome>;
  /** When each order is due (core's schedule); its `intervalMs` is also the time between passes. */
  readonly schedule: StatusCheckPolicy;
  /** Status questions per pass at most. */
  readonly budgetPerPass: number;
  readonly onResult?: (entry: ReconciliationEntry) => void;
  readonly onPass?: (pass: ReconciliationPass) => void;
}

/**
 * Claims the orders whose status check is due, earliest created first and at most the budget, and
 * asks about each while the claim's lease lasts.
 */
export async function reconciliationPass(
  options: ReconciliationPassOptions,
): Promise<ReconciliationPass> {
  const { store, clock, schedule } = options;
  const now = clock.now();
  // The lease keeps every other pass (this instance's or another's) off these orders for one
  // interval; a recorded check moves the due time past it (core's schedule: ≥ one interval).
  const leaseUntil = new Date(now.getTime() + schedule.intervalMs);
  const claimed = await store.claimStatusChecks({
    statuses: AWAITING_PAYMENT_STATUSES,
    now,
    limit: options.budgetPerPass,
    leaseUntil,
  });
  claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1));
  const entries: ReconciliationEntry[] = [];
  for (const order of claimed) {
    const askedAt = clock.now();
    // Past the lease another pass may claim the order: leave the rest to be claimed again.
    if (askedAt.getTime() >= leaseUntil.getTime()) break;
    const entry = await ask(options, order, askedAt);
    options.onResult?.(entry);
    entries.push(entry);
  }
  const done = { claimed: claimed.length, entries };
  options.onPass?.(done);
  return done;
}

/** Asks the provider about one order, feeds the answer through the transition and records the check. */
async function ask(
  options: ReconciliationPassOptions,
  order: RegistrationRecord,
  askedAt: Date,
): Promise<ReconciliationEntry> {
  // The attempt the buyer is on: the card order, or the bank's instalment application.
  const orderId = providerOrderId(order.merchantOrderId, order.paymentMethod);
  const answer = await options.gateway.fetchOrderStatus(orderId);
  let entry: ReconciliationEntry;
  if (answer.isOk()) {
    entry = { orderId, outcome: (await options.apply(answer.value)).kind };
  } else if (answer.error.type !== 'payment_gateway.not_found') {
    // No answer: nothing is recorded, so the order is due again when its claim's lease ends.
    return { orderId, outcome: 'provider_error', code: answer.error.type };
  } else if (hasProviderSettled(order.createdAt, askedAt, options.schedule)) {
    await failUnknown(options, order, options.clock.now());
    entry = { orderId, outcome: 'failed_unknown_to_provider' };
  } else {
    entry = { orderId, outcome: 'unknown_to_provider' };
  }
  await recordCheck(options, order, askedAt);
  return entry;
}

/** An order the provider still does not know once its lifetime is over fails and is not asked about again. */
async function failUnknown(
  { store }: ReconciliationPassOptions,
  order: RegistrationRecord,
  at: Date,
): Promise<void> {
  await store.transaction(async (tx) => {
    // Read again inside the transaction: the machine decides from the stored state, not the claim's.
    const current = await tx.findRegistrationById(order.id);
    if (current === null) return;
    await moveRegistration(tx, current, { event: { type: 'registration.fail', at }, at });
  });
}

/** Records the check and the order's next due time, further apart as the order ages. */
async function recordCheck(
  { store, schedule }: ReconciliationPassOptions,
  order: RegistrationRecord,
  askedAt: Date,
): Promise<void> {
  await store.recordStatusCheck({
    id: order.id,
    checkedAt: askedAt,
    nextCheckAt: statusCheckDueAt({ createdAt: order.createdAt, lastCheckedAt: askedAt }, schedule),
  });
}
