import type { OrderStatus } from '../../../core/order/order-status';
import { signFlittParams } from '../flitt-signature';
import type { ReversalLedger } from '../reversal-ledger';

/** An order the demo provider holds. */
export interface DemoOrder {
  /** The signed create request exactly as received (the fake's record of what was signed). */
  readonly request: Readonly<Record<string, string>>;
  readonly token: string;
  status: OrderStatus;
  readonly paymentId: number;
  /** When the provider expires the order unless it is paid (the request's `lifetime`). */
  readonly expiresAt: Date;
  maskedCard?: string;
  responseCode?: string;
  responseDescription?: string;
  /** A card order (the widget pays it) or a bank instalment application (the bank's page decides). */
  readonly method: 'card' | 'instalment';
  /** `purchase`, then the reversal's type once money went back. */
  tranType: string;
  readonly reversals: ReversalLedger;
}

const two = (n: number) => String(n).padStart(2, '0');
const orderTime = (at: Date) =>
  `${two(at.getUTCDate())}.${two(at.getUTCMonth() + 1)}.${at.getUTCFullYear()} ${two(at.getUTCHours())}:${two(at.getUTCMinutes())}:${two(at.getUTCSeconds())}`;

/**
 * The signed order object Flitt sends in callbacks and status answers (docs/integrations.md "Flitt
 * callback"), for an order of the local Flitt as it stands at `at`.
 */
export function demoOrderObject(
  order: DemoOrder,
  signing: { readonly merchantId: string; readonly secretKey: string; readonly at: Date },
): Record<string, string> {
  const amount = order.request.amount ?? '0';
  const approvedOnce = order.status === 'approved' || order.status === 'reversed';
  const fields: Record<string, string> = {
    order_id: order.request.order_id ?? '',
    merchant_id: signing.merchantId,
    amount,
    currency: order.request.currency ?? '',
    order_status: order.status,
    response_status: 'success',
    tran_type: order.tranType,
    payment_id: String(order.paymentId),
    actual_amount: approvedOnce ? amount : '0',
    actual_currency: order.request.currency ?? '',
    // The running total of the refunds; a reversal by `settle` refunds the whole amount.
    reversal_amount: order.status === 'reversed' ? amount : String(order.reversals.total()),
    settlement_amount: '0',
    fee_oplata: '0',
    masked_card: order.maskedCard ?? '',
    card_type: order.maskedCard?.startsWith('4') ? 'VISA' : order.maskedCard ? 'MasterCard' : '',
    rrn: approvedOnce ? String(order.paymentId).slice(-9) : '',
    approval_code: approvedOnce ? String(order.paymentId).slice(-6) : '',
    response_code: order.responseCode ?? '',
    response_description: order.responseDescription ?? '',
    sender_email: order.request.sender_email ?? '',
    merchant_data: order.request.merchant_data ?? '',
    order_time: orderTime(signing.at),
    // Flitt does not document an instalment order's value; our code never relies on it.
    payment_system: order.method === 'instalment' ? 'installments' : 'card',
    eci: '7',
    additional_info: JSON.stringify({
      transaction_id: approvedOnce ? order.paymentId + 1 : null,
      is_test: true,
      payment_method: order.method === 'instalment' ? 'installments' : 'card',
    }),
  };
  return signFlittParams(fields, signing.secretKey);
}
