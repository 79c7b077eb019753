import type { Money } from '../../../core/money/money';
import { isPaymentMethod } from '../../../core/order/payment-method';
import type { PurchaseReceipt, ReceiptVat } from '../../../core/payment/purchase-receipt';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isTetri(value: unknown): value is Money {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

function readVat(value: unknown): ReceiptVat | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { kind, ratePercent, amountTetri } = value as Record<string, unknown>;
  if (kind === 'not-applicable') return { kind };
  if (kind === 'included' && typeof ratePercent === 'number' && isTetri(amountTetri)) {
    return { kind, ratePercent, amountTetri };
  }
  return undefined;
}

/**
 * The lookup's receipt (docs/purchase.md "Receipt"), or undefined when it is absent or not the shape
 * the server sends: the success view then shows no receipt rather than a wrong one.
 */
export function readReceipt(value: unknown): PurchaseReceipt | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { orderNumber, paidOn, amountTetri, currency, vat, cohortNumber, paymentMethod } =
    value as Record<string, unknown>;
  const readVatLine = readVat(vat);
  if (
    typeof orderNumber !== 'string' ||
    orderNumber === '' ||
    typeof paidOn !== 'string' ||
    !DAY.test(paidOn) ||
    !isTetri(amountTetri) ||
    currency !== 'GEL' ||
    readVatLine === undefined
  ) {
    return undefined;
  }
  return {
    orderNumber,
    paidOn,
    amountTetri,
    currency,
    vat: readVatLine,
    cohortNumber: typeof cohortNumber === 'number' ? cohortNumber : null,
    // A server from before ways to pay sent no method: those orders were all card orders.
    paymentMethod: isPaymentMethod(paymentMethod) ? paymentMethod : 'card',
  };
}
