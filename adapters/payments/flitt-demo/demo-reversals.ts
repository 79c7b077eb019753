import type { OrderStatus } from '../../../core/order/order-status';
import { hasValidFlittSignature, signFlittParams } from '../flitt-signature';
import {
  type ReversalAnswer,
  type ReversalFault,
  type ReversalLedger,
  TURNOVER_TOO_LOW,
  verdictUnder,
} from '../reversal-ledger';
import { type DemoApiAnswer, flittFailure, missingField } from './demo-answers';

/** What the refund handler needs of an order of the local Flitt. */
export interface DemoReversibleOrder {
  /** The signed create request as received. */
  readonly request: Readonly<Record<string, string>>;
  readonly status: OrderStatus;
  readonly reversals: ReversalLedger;
}

/** One `/api/reverse/order_id` call as the local Flitt saw it, and what it did. */
export interface DemoReversalRecord {
  /** The fields as received, signature included. */
  readonly request: Readonly<Record<string, string>>;
  /** A new answer (`approved` took money back), a `replayed` one, or `refused` with `errorCode`. */
  readonly result: 'approved' | 'processing' | 'declined' | 'replayed' | 'refused';
  readonly errorCode?: number;
}

/** Options of the refund handler. */
export interface DemoReversalsOptions<O extends DemoReversibleOrder> {
  readonly merchantId: string;
  readonly secretKey: string;
  /** The order, expired first if its lifetime is over; undefined when unknown. */
  readonly findOrder: (orderId: string) => O | undefined;
  /** Called after money went back to the card (the provider updates the order and posts a callback). */
  readonly refunded: (order: O) => void;
}

/** The local Flitt's refunds: the API call, test faults and records. */
export interface DemoReversals {
  handle(request: Readonly<Record<string, string>>): DemoApiAnswer;
  failNext(fault: ReversalFault): void;
  records(): readonly DemoReversalRecord[];
}

/** The answer to send and what the call did. */
interface Decision {
  readonly answer: DemoApiAnswer;
  readonly outcome: Pick<DemoReversalRecord, 'result' | 'errorCode'>;
}

const REQUIRED_REVERSE = ['merchant_id', 'order_id', 'amount', 'currency'] as const;

/**
 * `/api/reverse/order_id` as Flitt answers it (docs/integrations.md "Flitt refunds"): JSON or form
 * fields, 1011 for a missing one, 1014 for a bad signature, 1018 for an unknown order, then the
 * ledger's rules; a signed answer with `merchant_id` a number and amounts as text.
 */
export function createDemoReversals<O extends DemoReversibleOrder>(
  options: DemoReversalsOptions<O>,
): DemoReversals {
  const faults: ReversalFault[] = [];
  const records: DemoReversalRecord[] = [];

  const signedAnswer = (order: O, answer: ReversalAnswer): DemoApiAnswer => ({
    status: 200,
    body: {
      response: signFlittParams(
        {
          order_id: order.request.order_id ?? '',
          merchant_id: Number(options.merchantId),
          currency: order.request.currency ?? '',
          response_status: 'success',
          reverse_status: answer.status,
          reverse_id: answer.reverseId ?? '',
          transaction_id: answer.transactionId,
          reversal_amount: String(answer.reversalAmount),
          response_code: answer.responseCode ?? '',
          response_description: answer.responseDescription ?? '',
        },
        options.secretKey,
      ),
    },
  });

  const refusal = (code: number, message: string): Decision => ({
    answer: flittFailure(200, code, message),
    outcome: { result: 'refused', errorCode: code },
  });

  const decide = (request: Readonly<Record<string, string>>): Decision => {
    const missing = missingField(request, REQUIRED_REVERSE);
    if (missing !== undefined) return refusal(1011, `Parameter \`${missing}\` is missing`);
    if (!hasValidFlittSignature(request, options.secretKey)) {
      return refusal(1014, 'Invalid signature');
    }
    const order = options.findOrder(request.order_id ?? '');
    if (order === undefined || request.merchant_id !== options.merchantId) {
      return refusal(1018, 'Order not found');
    }
    const fault = faults.shift();
    if (fault?.kind === 'turnover-too-low') {
      return refusal(TURNOVER_TOO_LOW.code, TURNOVER_TOO_LOW.message);
    }
    const input = {
      amount: request.amount ?? '',
      currency: request.currency ?? '',
      reverseId: request.reverse_id || undefined,
    };
    const result = order.reversals.reverse(input, order.status, verdictUnder(fault));
    if (result.kind === 'refused') return refusal(result.code, result.message);
    if (result.kind === 'answered' && result.answer.status === 'approved') options.refunded(order);
    const signed = signedAnswer(order, result.answer);
    const answer: DemoApiAnswer =
      fault?.kind === 'timeout-after-applying' ? { ...signed, answerLost: true } : signed;
    return {
      answer,
      outcome: { result: result.kind === 'replayed' ? 'replayed' : result.answer.status },
    };
  };

  return {
    handle(request) {
      const { answer, outcome } = decide(request);
      records.push({ request, ...outcome });
      return answer;
    },
    failNext(fault) {
      faults.push(fault);
    },
    records: () => [...records],
  };
}
