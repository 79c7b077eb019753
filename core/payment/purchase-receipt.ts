import { type Money, tetriConstant } from '../money/money';
import { GEORGIAN_VAT_RATE_PERCENT, includedVat } from '../money/vat';
import type { PaymentMethod } from '../order/payment-method';
import { tbilisiDay } from '../time/tbilisi-time';

/** The VAT line of a receipt: the share contained in the amount, or "not applicable". */
export type ReceiptVat =
  | { readonly kind: 'included'; readonly ratePercent: number; readonly amountTetri: Money }
  | { readonly kind: 'not-applicable' };

/**
 * What the success page shows as the receipt (docs/purchase.md "Receipt"): no personal data, only the
 * order's own facts. Amounts are the order row's, never the catalogue's.
 */
export interface PurchaseReceipt {
  /** The order number the buyer quotes to support: the order id the provider knows. */
  readonly orderNumber: string;
  /** The Tbilisi calendar day the payment was confirmed, `YYYY-MM-DD`. */
  readonly paidOn: string;
  readonly amountTetri: Money;
  readonly currency: string;
  readonly vat: ReceiptVat;
  /** The cohort the seat is in, when the order names one. */
  readonly cohortNumber: number | null;
  /** How it was paid: by card, or through a bank instalment (the bank paid us in full). */
  readonly paymentMethod: PaymentMethod;
}

/**
 * The receipt of a paid order. A VAT payer's price includes Georgia's 18 % VAT, so the share is
 * 18/118 of the amount; a seller who is not registered for VAT charges none, and the receipt says so.
 * The day is the payment's time as the provider reported it, else when we completed the order.
 */
export function purchaseReceipt(
  order: {
    readonly merchantOrderId: string;
    readonly priceTetri: number;
    readonly currency: string;
    readonly cohortNumber: number | null;
    readonly paymentTimestamp: Date | null;
    readonly completedAt: Date | null;
    readonly updatedAt: Date;
    readonly paymentMethod: PaymentMethod;
  },
  seller: { readonly vatRegistered: boolean },
): PurchaseReceipt {
  const amount = tetriConstant(order.priceTetri);
  return {
    orderNumber: order.merchantOrderId,
    paidOn: tbilisiDay(order.paymentTimestamp ?? order.completedAt ?? order.updatedAt),
    amountTetri: amount,
    currency: order.currency,
    vat: seller.vatRegistered
      ? {
          kind: 'included',
          ratePercent: GEORGIAN_VAT_RATE_PERCENT,
          amountTetri: includedVat(amount, GEORGIAN_VAT_RATE_PERCENT),
        }
      : { kind: 'not-applicable' },
    cohortNumber: order.cohortNumber,
    paymentMethod: order.paymentMethod,
  };
}
