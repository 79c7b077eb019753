import { readOrderAmount } from '../../lib/checkout/checkout-storage';
import { trackPurchaseOnce } from './track-purchase';

/**
 * The current price, for a purchase whose amount this tab did not keep (the catalogue loads only
 * then).
 */
async function currentPrice(): Promise<number | undefined> {
  const { loadCatalogue } = await import('../../lib/catalogue/load-catalogue');
  return (await loadCatalogue())?.currentPrice;
}

/**
 * Reports the purchase once the server has confirmed it, valued at the order's own amount. Loaded
 * only for a confirmed purchase, so the result page's first chunk carries none of it.
 */
export async function reportPurchase(token: string, transactionId: string): Promise<void> {
  const amount = readOrderAmount(token) ?? (await currentPrice());
  if (amount === undefined) return;
  trackPurchaseOnce(token, transactionId, amount);
}
