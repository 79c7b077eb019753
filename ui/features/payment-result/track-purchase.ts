import { trackEvent } from '../../lib/tracking/track-event';

/** sessionStorage key marking an order whose purchase was already reported from this tab. */
export function purchaseTrackedKey(orderToken: string): string {
  return `purchase-tracked:${orderToken}`;
}

/**
 * Reports `purchase` once per order and tab (docs/purchase.md "Payment result page"), so a reload
 * or recheck does not count the sale twice; `transactionId` is the provider's order id, the server
 * conversion's event id, so the platform merges the two.
 */
export function trackPurchaseOnce(
  orderToken: string,
  transactionId: string,
  valueTetri: number,
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = safeSessionStorage(),
): boolean {
  const key = purchaseTrackedKey(orderToken);
  try {
    if (storage?.getItem(key)) return false;
    storage?.setItem(key, '1');
  } catch {
    // Storage may be off (private mode): the tracker's own de-duplication still applies.
  }
  trackEvent('purchase', {
    transaction_id: transactionId,
    value: valueTetri / 100,
    currency: 'GEL',
  });
  return true;
}

function safeSessionStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
