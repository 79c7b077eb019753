import { err, errAsync, ok, okAsync, type Result, ResultAsync } from 'neverthrow';
import type { Dispatcher } from 'undici';
import * as v from 'valibot';
import { domainError } from '../../core/errors/domain-error';
import { toSmsRecipient } from '../../core/phone/georgian-phone';
import type { SmsReceipt, SmsSendError, SmsSender } from '../../core/ports/sms-sender';
import { fetch } from '../http/undici-fetch';
import { notArray } from '../vendor-json/not-array';
import { parseJson } from '../vendor-json/parse-json';
import { sendFailure } from './send-failure';
import { createAcceptedKeys, smsRecipient } from './sms-recipient';
import { smsOfficeError } from './smsoffice-error-code';

/** Account and endpoint of smsoffice.ge. */
export interface SmsOfficeSenderOptions {
  /** The API key from the smsoffice.ge profile page. */
  readonly apiKey: string;
  /** The registered sender name (≤ 11 Latin characters). */
  readonly sender: string;
  /** Scheme and host; tests point it at the local fake. */
  readonly baseUrl: string;
  /** docs/integrations.md "smsoffice.ge": the 30 s time-out of a call to the gateway. */
  readonly timeoutMs?: number;
  readonly dispatcher?: Dispatcher;
}

/** smsoffice.ge's JSON answer: `Success`, and `ErrorCode` (a number, sometimes as text) with `Message`. */
const SmsOfficeAnswerSchema = v.pipe(
  notArray,
  v.looseObject({
    Success: v.optional(v.boolean()),
    ErrorCode: v.nullish(v.union([v.number(), v.string()])),
    Message: v.nullish(v.string()),
  }),
);

/**
 * Reads the gateway's answer (docs/messaging.md "SMS: at most once"). 408 and 429 say the request
 * was not processed: not sent, retried. A 5xx or an unreadable 2xx may come after the gateway took
 * the message: outcome unknown. A readable refusal is mapped by its `ErrorCode`.
 */
function readAnswer(status: number, text: string): Result<SmsReceipt, SmsSendError> {
  if (status === 408 || status === 429) return err(domainError('sms.unavailable', { status }));
  if (status >= 500) return err(domainError('sms.outcome_unknown', { status }));
  const answer = v.safeParse(SmsOfficeAnswerSchema, parseJson(text));
  if (!answer.success) {
    return err(domainError(status >= 400 ? 'sms.rejected' : 'sms.outcome_unknown', { status }));
  }
  const { Success, ErrorCode, Message } = answer.output;
  const code = Number(ErrorCode ?? Number.NaN);
  if (Success === true && (code === 0 || Number.isNaN(code))) return ok({});
  return err(smsOfficeError(Number.isNaN(code) ? -1 : code, Message ?? ''));
}

/**
 * smsoffice.ge (docs/integrations.md "smsoffice.ge"). With no idempotency key, accepted keys are
 * remembered in-process so a repeat is not sent twice, and a call that may have reached the gateway
 * without a clear answer is `sms.outcome_unknown`, never retried.
 */
export function createSmsOfficeSender(options: SmsOfficeSenderOptions): SmsSender {
  const endpoint = new URL('/api/v2/send/', options.baseUrl);
  const timeoutMs = options.timeoutMs ?? 30_000;
  const extra = options.dispatcher === undefined ? {} : { dispatcher: options.dispatcher };
  const accepted = createAcceptedKeys();

  const post = async (form: URLSearchParams, signal: AbortSignal) => {
    const response = await fetch(endpoint, { method: 'POST', body: form, signal, ...extra });
    return readAnswer(response.status, await response.text());
  };

  return {
    send(message) {
      const recipient = smsRecipient(message.to);
      if (recipient.isErr()) return errAsync(recipient.error);
      const repeat = accepted.get(message.idempotencyKey);
      if (repeat !== undefined) return okAsync(repeat);
      const form = new URLSearchParams({
        key: options.apiKey,
        destination: toSmsRecipient(recipient.value),
        sender: options.sender,
        content: message.text,
        urgent: 'true',
      });
      const signal = AbortSignal.timeout(timeoutMs);
      return ResultAsync.fromPromise(post(form, signal), (error) =>
        sendFailure(error, signal.aborted),
      )
        .andThen((answer) => answer)
        .map((receipt) => {
          accepted.add(message.idempotencyKey, receipt);
          return receipt;
        });
    },
  };
}
