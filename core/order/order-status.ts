/**
 * Flitt's `order_status` vocabulary (docs/integrations.md "Flitt callback"). `created` and `processing` are not
 * final; `approved` can still become `reversed` (a full refund).
 */
const ORDER_STATUSES = [
  'created',
  'processing',
  'declined',
  'approved',
  'expired',
  'reversed',
] as const;

/** One payment-provider order status. */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Narrows an untrusted string (a callback field) to an order status. */
export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}
