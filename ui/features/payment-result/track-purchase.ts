import { trackEvent } from '../../lib/tracking/track-event';

/** sessionStorage key marking an order whose purchase was already reported from this tab. */
export function purchaseTrackedKey(orderToken: string): string {
  return `purchase-tracked:${orderToken}`;
}

/**
 * Reports the `purchase` event (docs/purchase.md "Payment result page": transaction_id, value, currency GEL) once per order
 * and tab: a reload or a recheck of the result page does not count the sale twice. `transactionId`
 * is the provider's order id, the same id the server's Purchase conversion uses as its event id, so
 * the two copies are merged by the ad platform.
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
