import { err, ok, type Result } from 'neverthrow';
import * as v from 'valibot';
import { domainError } from '../../core/errors/domain-error';
import { isOrderStatus } from '../../core/order/order-status';
import type { PaymentOrderSnapshot } from '../../core/order/payment-order-snapshot';
import type { PaymentCallbackError } from '../../core/ports/payment-callback-verifier';
import { notArray } from '../vendor-json/not-array';
import { parseJson } from '../vendor-json/parse-json';

/** Every field of Flitt's order object, callback and status answer (docs/integrations.md "Flitt callback"). */
export const FLITT_ORDER_FIELDS: ReadonlySet<string> = new Set([
  'order_id',
  'merchant_id',
  'amount',
  'currency',
  'order_status',
  'response_status',
  'signature',
  'response_signature_string',
  'tran_type',
  'sender_cell_phone',
  'sender_account',
  'sender_email',
  'masked_card',
  'card_bin',
  'card_type',
  'rrn',
  'approval_code',
  'response_code',
  'response_description',
  'reversal_amount',
  'settlement_amount',
  'settlement_currency',
  'settlement_date',
  'order_time',
  'eci',
  'fee',
  'fee_oplata',
  'payment_system',
  'payment_id',
  'actual_currency',
  'actual_amount',
  'product_id',
  'merchant_data',
  'verification_status',
  'rectoken',
  'rectoken_lifetime',
  'parent_order_id',
  'additional_info',
  'lang',
  'version',
]);

/** C0 and C1 controls, DEL and the line/paragraph separators (built from code points for lint). */
const CONTROL_CHARACTERS = new RegExp(
  `[${String.fromCharCode(0)}-${String.fromCharCode(0x1f)}${String.fromCharCode(0x7f)}-${String.fromCharCode(0x9f)}\u2028\u2029]`,
);
const MINOR_UNITS = /^\d{1,12}$/;
const DIGITS = /^\d{1,20}$/;
const CURRENCY = /^[A-Z]{3}$/;
const ORDER_ID = /^[A-Za-z0-9_.:-]{1,128}$/;

const malformed = (field: string) =>
  err<never, PaymentCallbackError>(domainError('payment_callback.malformed', { field }));

/** `additional_info`'s useful fields; one that does not read is left out, not fatal (informative). */
const AdditionalInfoSchema = v.pipe(
  notArray,
  v.looseObject({
    transaction_id: v.fallback(
      v.optional(v.union([v.number(), v.pipe(v.string(), v.regex(DIGITS))])),
      undefined,
    ),
    is_test: v.fallback(v.optional(v.boolean()), undefined),
  }),
);

/** `transaction_id` and `is_test` from the `additional_info` JSON string, when it parses. */
function additionalInfo(text: string | undefined): { transactionId?: string; isTest?: boolean } {
  if (text === undefined || text === '') return {};
  const info = v.safeParse(AdditionalInfoSchema, parseJson(text));
  if (!info.success) return {};
  const { transaction_id: id, is_test: isTest } = info.output;
  return {
    ...(id === undefined ? {} : { transactionId: String(id) }),
    ...(isTest === undefined ? {} : { isTest }),
  };
}

/** A masked card number: digits around a run of X or *, never a whole number (informative: else left out). */
const MASKED_CARD = /^\d{4,6}[X*]{2,9}\d{4}$/;

function maskedCardOf(value: string | undefined): { maskedCard?: string } {
  return value !== undefined && MASKED_CARD.test(value) ? { maskedCard: value } : {};
}

const optional = <K extends string>(key: K, value: string | undefined) =>
  value === undefined || value === '' ? {} : ({ [key]: value } as Record<K, string>);

/**
 * Reads Flitt's flat order fields strictly (docs/security.md "Payment callbacks"): known keys only (unless
 * `allowUnknownKeys`, for the status API we called ourselves), no control characters, money as
 * whole minor units, a known `order_status`. Says nothing about the signature.
 */
export function readFlittOrderFields(
  params: Readonly<Record<string, string>>,
  options: { readonly allowUnknownKeys?: boolean } = {},
): Result<PaymentOrderSnapshot & { readonly merchantId: string }, PaymentCallbackError> {
  for (const [key, value] of Object.entries(params)) {
    if (!options.allowUnknownKeys && !FLITT_ORDER_FIELDS.has(key)) return malformed(key);
    if (CONTROL_CHARACTERS.test(value)) return malformed(key);
  }
  const { order_id: orderId, merchant_id: merchantId, amount, currency } = params;
  const status = params.order_status;
  if (orderId === undefined || !ORDER_ID.test(orderId)) return malformed('order_id');
  if (merchantId === undefined || !DIGITS.test(merchantId)) return malformed('merchant_id');
  if (amount === undefined || !MINOR_UNITS.test(amount)) return malformed('amount');
  if (currency === undefined || !CURRENCY.test(currency)) return malformed('currency');
  if (!isOrderStatus(status)) return malformed('order_status');
  for (const field of ['actual_amount', 'reversal_amount', 'payment_id'] as const) {
    const value = params[field];
    if (value !== undefined && value !== '' && !MINOR_UNITS.test(value)) return malformed(field);
  }
  const reversal = params.reversal_amount;
  return ok({
    orderId,
    merchantId,
    status,
    amount: Number(amount),
    currency,
    ...optional('paymentId', params.payment_id),
    ...(reversal === undefined || reversal === '' ? {} : { reversalAmount: Number(reversal) }),
    ...optional('tranType', params.tran_type),
    ...optional('responseCode', params.response_code),
    ...optional('responseDescription', params.response_description),
    ...optional('senderEmail', params.sender_email),
    ...maskedCardOf(params.masked_card),
    ...additionalInfo(params.additional_info),
  });
}
