import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '../errors/domain-error';
import type { GeorgianPhone } from '../phone/georgian-phone';
import type { SmsTemplateId } from '../sms/sms-templates';

/** One SMS: server-side template text to a Georgian mobile (docs/security.md "SMS"). */
export interface SmsMessage {
  /** E.164 `+9955XXXXXXXX`. */
  readonly to: GeorgianPhone;
  readonly text: string;
  /** The server-side template the text was rendered from; what a log may name instead of the text. */
  readonly template: SmsTemplateId;
  /** Same key, same message: lets the provider or adapter drop a repeated delivery. */
  readonly idempotencyKey: string;
}

/** The provider's reference for the accepted message, when it gives one. */
export interface SmsReceipt {
  readonly providerMessageId?: string;
}

/**
 * SMS failures (docs/messaging.md "SMS: at most once"): `unavailable` was certainly not sent and is
 * retried; `outcome_unknown` may have reached the gateway, so it is never repeated automatically;
 * the others are permanent.
 */
export type SmsSendError = DomainError<
  'sms.invalid_number' | 'sms.rejected' | 'sms.unavailable' | 'sms.outcome_unknown'
>;

/** Sends text messages through a Georgian SMS gateway (docs/integrations.md "smsoffice.ge"). */
export interface SmsSender {
  /** Hands one message to the gateway. */
  send(message: SmsMessage): ResultAsync<SmsReceipt, SmsSendError>;
}
