import type { OrderStatus } from '../../core/order/order-status';

/**
 * How the provider answers a new refund: approved at once, or — when a test asks — accepted as
 * `processing` (settled later) or `declined` with a response code.
 */
export type ReversalVerdict =
  | { readonly status: 'approved' }
  | { readonly status: 'processing' }
  | {
      readonly status: 'declined';
      readonly responseCode: string;
      readonly responseDescription: string;
    };

/** One refund as the provider first answered it; a retry with its `reverse_id` gets it unchanged. */
export interface ReversalAnswer {
  readonly reverseId: string | undefined;
  readonly amount: number;
  readonly status: 'approved' | 'processing' | 'declined';
  readonly transactionId: string;
  /** The order's refunded total when answered (how we read Flitt's `reversal_amount`). */
  readonly reversalAmount: number;
  readonly responseCode?: string;
  readonly responseDescription?: string;
}

/** A refund request as it reached the provider: its fields as text, like Flitt's. */
export interface ReversalInput {
  readonly amount: string;
  readonly currency: string;
  readonly reverseId?: string | undefined;
}

/** The provider's decision: an error code (nothing changed), a replay, or a new answer. */
export type ReversalResult =
  | { readonly kind: 'refused'; readonly code: number; readonly message: string }
  | { readonly kind: 'replayed' | 'answered'; readonly answer: ReversalAnswer };

/** The refunds of one paid order, with Flitt's rules (docs/integrations.md "Flitt refunds"). */
export interface ReversalLedger {
  /** Refunded so far: the sum of the approved refunds (the status API's `reversal_amount`). */
  total(): number;
  /** How many refunds took money back (a replay or a pending one does not count). */
  appliedCount(): number;
  fullyReversed(): boolean;
  reverse(input: ReversalInput, orderStatus: OrderStatus, verdict: ReversalVerdict): ReversalResult;
  /** Settles every pending refund; returns those that were approved, in order. */
  settlePending(status: 'approved' | 'declined'): readonly ReversalAnswer[];
}

/** Options of a ledger: the order's paid amount and currency, and the provider's id source. */
export interface ReversalLedgerOptions {
  readonly paid: number;
  readonly currency: string;
  readonly nextTransactionId: () => string;
}

const MINOR_UNITS = /^\d{1,12}$/;
const UNPAID: ReadonlySet<OrderStatus> = new Set(['created', 'processing', 'declined', 'expired']);

const refused = (code: number, message: string): ReversalResult => ({
  kind: 'refused',
  code,
  message,
});

/**
 * The rules both local providers (the in-memory twin and the local Flitt) apply. Flitt documents
 * the sum rule and `reverse_id`; the codes for an unpaid order (1100), an over-refund (1023), another
 * currency or a reused `reverse_id` with another amount (1007) are our assumptions.
 */
export function createReversalLedger(options: ReversalLedgerOptions): ReversalLedger {
  const answers = new Map<string, ReversalAnswer>();
  const pending: ReversalAnswer[] = [];
  let total = 0;
  let applied = 0;
  const held = () => pending.reduce((sum, answer) => sum + answer.amount, 0);

  return {
    total: () => total,
    appliedCount: () => applied,
    fullyReversed: () => total >= options.paid,

    reverse(input, orderStatus, verdict) {
      if (!MINOR_UNITS.test(input.amount) || Number(input.amount) === 0) {
        return refused(1023, 'Invalid amount');
      }
      const amount = Number(input.amount);
      const earlier = input.reverseId === undefined ? undefined : answers.get(input.reverseId);
      if (earlier !== undefined) {
        return earlier.amount === amount && input.currency === options.currency
          ? { kind: 'replayed', answer: earlier }
          : refused(1007, 'Parameter `reverse_id` is incorrect');
      }
      if (UNPAID.has(orderStatus)) return refused(1100, 'Operation not allowed');
      if (input.currency !== options.currency) {
        return refused(1007, 'Parameter `currency` is incorrect');
      }
      const left = orderStatus === 'reversed' ? 0 : options.paid - total - held();
      if (amount > left) return refused(1023, 'Invalid amount');
      if (verdict.status === 'approved') {
        total += amount;
        applied += 1;
      }
      const answer: ReversalAnswer = {
        reverseId: input.reverseId,
        amount,
        transactionId: options.nextTransactionId(),
        reversalAmount: total,
        ...verdict,
      };
      if (verdict.status === 'processing') pending.push(answer);
      if (input.reverseId !== undefined) answers.set(input.reverseId, answer);
      return { kind: 'answered', answer };
    },

    settlePending(status) {
      const settled = pending.splice(0);
      if (status === 'declined') return [];
      return settled.map((answer) => {
        total += answer.amount;
        applied += 1;
        return { ...answer, status, reversalAmount: total };
      });
    },
  };
}

/**
 * The local providers' refund faults, switched on by tests: `processing` (settled later),
 * `declined` with a response code, `timeout-after-applying` (the refund is made, the answer lost)
 * and `turnover-too-low` (Flitt's error 1069, nothing refunded).
 */
export type ReversalFault =
  | { readonly kind: 'processing' }
  | {
      readonly kind: 'declined';
      readonly responseCode: string;
      readonly responseDescription: string;
    }
  | { readonly kind: 'timeout-after-applying' }
  | { readonly kind: 'turnover-too-low' };

/** Flitt's refusal when the merchant's turnover cannot cover a refund. */
export const TURNOVER_TOO_LOW = {
  code: 1069,
  message: 'Reverse not allowed. Turnover is not enough.',
} as const;

/** How a new refund is answered under a fault (approved when there is none). */
export function verdictUnder(fault: ReversalFault | undefined): ReversalVerdict {
  if (fault?.kind === 'processing') return { status: 'processing' };
  if (fault?.kind === 'declined') {
    const { responseCode, responseDescription } = fault;
    return { status: 'declined', responseCode, responseDescription };
  }
  return { status: 'approved' };
}
