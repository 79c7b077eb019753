import type { OrderStatus } from '../../core/order/order-status';

/**
 * Flitt's six order statuses, spelled out for the tests (core keeps its list private); the
 * vocabulary test in core/order/order-status.test.ts checks it against the type and the guard.
 */
export const ORDER_STATUSES = [
  'created',
  'processing',
  'declined',
  'approved',
  'expired',
  'reversed',
] as const satisfies readonly OrderStatus[];
