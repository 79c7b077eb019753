import { errAsync, ResultAsync } from 'neverthrow';
import { parseOutboxPayload, SESSION_SMS_KINDS } from '../../core/outbox/outbox-kinds';
import type { Clock } from '../../core/ports/clock';
import type { OutboxMessage } from '../../core/ports/outbox-store';
import { isReminderTooLate } from '../../core/webinar/session-reminders';
import { OPERATOR_SMS_KEY_PREFIX } from '../sms/operator-token';
import type { SmsGuard } from '../sms/sms-guard';
import type { DeliveryFailure, OutboxDispatch } from './outbox-dispatcher';

const SMS_KINDS = ['sms.webinar_confirmation', 'sms.purchase_confirmation'] as const;

/**
 * The recipient of a queued SMS the caps govern (docs/messaging.md "SMS"): webinar confirmations and
 * every operator send. A paid order's confirmation is not capped, so it answers undefined, as does a
 * payload the dispatcher will report as malformed.
 */
function cappedRecipient(message: OutboxMessage): string | undefined {
  const capped =
    message.kind === 'sms.webinar_confirmation' ||
    message.idempotencyKey.startsWith(OPERATOR_SMS_KEY_PREFIX);
  const kind = SMS_KINDS.find((smsKind) => smsKind === message.kind);
  return capped && kind !== undefined ? parseOutboxPayload(kind, message.payload)?.to : undefined;
}

/** What the gate needs: the caps and, for reminders, the time. */
export interface SmsDeliveryGateOptions {
  /**
   * Set when the caps live in Redis, which can be unreachable when an SMS is queued: queued capped
   * SMS are then reserved again right before they go.
   */
  readonly queued?: Pick<SmsGuard, 'reserve'> | undefined;
  /**
   * The caps themselves (memory or Redis): a reminder is counted when it goes, never when it is
   * queued days before, so it is always reserved here (docs/messaging.md "Reminders").
   */
  readonly scheduled: Pick<SmsGuard, 'reserve'>;
  readonly clock: Clock;
}

function reserveThenDispatch(
  dispatch: OutboxDispatch,
  guard: Pick<SmsGuard, 'reserve'>,
  message: OutboxMessage,
  phone: string,
): ResultAsync<void, DeliveryFailure> {
  return ResultAsync.fromSafePromise(guard.reserve({ phone, key: message.idempotencyKey })).andThen(
    (outcome) =>
      outcome.isOk()
        ? dispatch(message)
        : errAsync<void, DeliveryFailure>({ code: outcome.error.type }),
  );
}

/**
 * Reserves a capped SMS once more right before it goes (docs/security.md
 * "Shared state across instances"); session SMS (reminders, the scheduled notice) are decided here
 * in every set-up: dropped once their session has started, else counted now (docs/messaging.md
 * "Reminders").
 */
export function gateCappedSms(
  dispatch: OutboxDispatch,
  options: SmsDeliveryGateOptions,
): OutboxDispatch {
  return (message) => {
    const reminderKind = SESSION_SMS_KINDS.find((kind) => kind === message.kind);
    if (reminderKind !== undefined) {
      const reminder = parseOutboxPayload(reminderKind, message.payload);
      if (reminder === null) return dispatch(message);
      if (isReminderTooLate(new Date(reminder.startsAt), options.clock.now())) {
        return errAsync<void, DeliveryFailure>({ code: 'sms.session_started' });
      }
      return reserveThenDispatch(dispatch, options.scheduled, message, reminder.to);
    }
    const phone = options.queued === undefined ? undefined : cappedRecipient(message);
    if (phone === undefined || options.queued === undefined) return dispatch(message);
    return reserveThenDispatch(dispatch, options.queued, message, phone);
  };
}
