import type { OrderStatus } from '../order/order-status';

/**
 * Allowed next statuses. Forward only (docs/security.md "Payment callbacks"): an approved order
 * never goes back to declined or processing, `reversed` only follows `approved`, and declined, expired
 * and reversed are terminal. A repeated status is not a move; callers treat it as an idempotent replay.
 */
const NEXT: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  created: ['processing', 'declined', 'approved', 'expired'],
  processing: ['declined', 'approved', 'expired'],
  approved: ['reversed'],
  declined: [],
  expired: [],
  reversed: [],
};

/** Whether an order may move from `from` to `to` (used by callback handling and reconciliation). */
export function canMoveOrderStatus(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}
