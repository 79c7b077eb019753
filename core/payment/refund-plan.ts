import type { RefundRecord, RegistrationRecord } from '../ports/order-store';
import { PAID_STATUSES, type RegistrationStatus } from '../registration/registration-status';
import { DAY_MS } from '../time/durations';

/** How much of an order the operator asks to refund. */
export interface RefundAsk {
  /** Omitted: everything still paid. */
  readonly amountTetri?: number;
  /**
   * A second refund of the amount just refunded is meant, not a retry of it: without this, the
   * same command run again within a day finds the refund already made and refunds nothing.
   */
  readonly again?: boolean;
}

/** Why a refund was not asked of the provider at all. */
export type RefundRefusal =
  | { readonly code: 'ORDER_NOT_FOUND' }
  /** A seat a company paid by bank transfer: the card provider holds none of its money. */
  | { readonly code: 'PAID_BY_TRANSFER' }
  | { readonly code: 'CANNOT_REFUND'; readonly status: RegistrationStatus }
  | { readonly code: 'REFUND_AMOUNT_INVALID'; readonly remainingTetri: number }
  | { readonly code: 'REFUND_PENDING'; readonly pending: RefundRecord }
  | { readonly code: 'REFUND_ALREADY_MADE'; readonly made: RefundRecord };

/** What a request would do to the order as stored: retry its unanswered refund, ask for a new one, or be refused. */
export type RefundPlan =
  | { readonly kind: 'retry'; readonly pending: RefundRecord }
  | { readonly kind: 'new'; readonly amountTetri: number }
  | { readonly kind: 'refused'; readonly refusal: RefundRefusal };

/** How long a repeated command is taken for a retry of the refund it repeats. */
const RETRY_WINDOW_MS = DAY_MS;

const isPaid = (status: RegistrationStatus) =>
  (PAID_STATUSES as readonly RegistrationStatus[]).includes(status);

const refused = (refusal: RefundRefusal): RefundPlan => ({ kind: 'refused', refusal });

/**
 * The checks a refund request meets before the provider is asked (docs/purchase.md "Refunds"), on
 * the order and its refunds as stored at `now`; the console's preview shows the answer the refund
 * would get. A different amount while one refund is unanswered is refused: it would be a second
 * refund, not a retry.
 */
export function planRefund(
  order: RegistrationRecord,
  refunds: readonly RefundRecord[],
  ask: RefundAsk,
  now: Date,
): RefundPlan {
  const pending = refunds.find((refund) => refund.status === 'requested');
  if (pending !== undefined) {
    const same = ask.amountTetri === undefined || ask.amountTetri === pending.amountTetri;
    return same ? { kind: 'retry', pending } : refused({ code: 'REFUND_PENDING', pending });
  }
  if (!isPaid(order.status)) return refused({ code: 'CANNOT_REFUND', status: order.status });
  if (order.paymentMethod === 'invoice') return refused({ code: 'PAID_BY_TRANSFER' });
  const remainingTetri = order.priceTetri - order.refundedTetri;
  const amountTetri = ask.amountTetri ?? remainingTetri;
  // The answer was lost but the provider's news recorded the refund meanwhile: a retry is done.
  const made = refunds.findLast((refund) => refund.origin === 'console');
  const recent = made !== undefined && now.getTime() - made.requestedAt.getTime() < RETRY_WINDOW_MS;
  if (
    ask.again !== true &&
    recent &&
    made.status === 'approved' &&
    made.amountTetri === amountTetri
  ) {
    return refused({ code: 'REFUND_ALREADY_MADE', made });
  }
  if (!Number.isSafeInteger(amountTetri) || amountTetri <= 0 || amountTetri > remainingTetri) {
    return refused({ code: 'REFUND_AMOUNT_INVALID', remainingTetri });
  }
  return { kind: 'new', amountTetri };
}
