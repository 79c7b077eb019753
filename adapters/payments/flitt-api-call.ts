import { err, ok, type Result, ResultAsync } from 'neverthrow';
import * as v from 'valibot';
import { domainError } from '../../core/errors/domain-error';
import type { PaymentGatewayError } from '../../core/ports/payment-gateway';
import { notArray } from '../vendor-json/not-array';
import type { FlittAnswer, FlittTransport } from './flitt-transport';

/** Flitt's "order not found" (status, reverse; docs/integrations.md "Flitt status API"). */
const ORDER_NOT_FOUND = '1018';
/** Flitt's "application error": its side failed, try again later. */
const APPLICATION_ERROR = '1002';
/** Flitt's error texts are short English sentences; anything longer is cut. */
const MAX_MESSAGE_LENGTH = 200;

/** `{"response": {...}}`: every Flitt answer wraps its fields so; `error_code` marks a refusal. */
const FlittEnvelopeSchema = v.object({
  response: v.pipe(
    notArray,
    v.looseObject({
      error_code: v.nullish(v.union([v.string(), v.number()])),
      error_message: v.fallback(v.optional(v.string()), undefined),
    }),
  ),
});

/** The provider's refusal text, printable and short (it is kept in logs and order history). */
function refusalMessage(text: string | undefined): string {
  return (text ?? '').replace(/\p{C}/gu, ' ').trim().slice(0, MAX_MESSAGE_LENGTH);
}

/** The inner `response` object of an answer, or a failure for a transport-level problem or a refusal. */
function responseOf(answer: FlittAnswer): Result<Record<string, unknown>, PaymentGatewayError> {
  if (answer.status === 408 || answer.status === 429 || answer.status >= 500) {
    return err(domainError('payment_gateway.unavailable', { status: answer.status }));
  }
  const parsed = v.safeParse(FlittEnvelopeSchema, answer.body);
  if (!parsed.success) {
    return err(domainError('payment_gateway.unavailable', { status: answer.status }));
  }
  const record = parsed.output.response;
  const code = record.error_code;
  if (code === undefined || code === null || code === '') return ok(record);
  const providerCode = String(code);
  if (providerCode === ORDER_NOT_FOUND) return err(domainError('payment_gateway.not_found'));
  if (providerCode === APPLICATION_ERROR) {
    return err(domainError('payment_gateway.unavailable', { providerCode }));
  }
  const message = refusalMessage(record.error_message);
  return err(domainError('payment_gateway.rejected', { providerCode, message }));
}

/**
 * One signed call to a Flitt API path: its `response` object, `not_found` for 1018, `rejected`
 * with `{providerCode, message}` for any other refusal, `unavailable` for a network failure, a
 * time-out, 408/429/5xx, an unreadable body or Flitt's own application error (1002).
 */
export function callFlitt(
  transport: FlittTransport,
  path: string,
  request: Readonly<Record<string, string | number>>,
): ResultAsync<Record<string, unknown>, PaymentGatewayError> {
  return ResultAsync.fromPromise(transport(path, request), (error) =>
    domainError('payment_gateway.unavailable', {
      message:
        error instanceof Error && error.name === 'TimeoutError' ? 'Timed out' : 'Network error',
    }),
  ).andThen(responseOf);
}
