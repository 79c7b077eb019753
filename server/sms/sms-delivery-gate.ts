import { errAsync, ResultAsync } from 'neverthrow';
import { parseOutboxPayload } from '../../core/outbox/outbox-kinds';
import type { OutboxMessage } from '../../core/ports/registration-store';
import type { DeliveryFailure, OutboxDispatch } from '../workers/outbox-dispatcher';
import type { SmsGuard } from './sms-guard';

/** Idempotency keys of the operator's sends (`POST /api/sms/send`): every one of them is capped. */
export const OPERATOR_SMS_KEY_PREFIX = 'sms.operator:';

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

/**
 * Reserves a capped SMS once more right before it goes (docs/security.md "Shared state across
 * instances"). A message counted when it was queued is counted already (same key) and passes; one
 * queued while the caps could not be read is decided now. A refusal dead-letters it with the cap's
 * code; a store that still does not answer (`sms.caps_unavailable`) leaves it waiting to be retried,
 * so with Redis down no capped SMS leaves, and none is lost. Without a guard (caps in process memory,
 * which cannot be unreachable, so every queued SMS was counted) the dispatch is returned unchanged: a
 * second instance's memory would refuse the first one's messages.
 */
export function gateCappedSms(
  dispatch: OutboxDispatch,
  guard: Pick<SmsGuard, 'reserve'> | undefined,
): OutboxDispatch {
  if (guard === undefined) return dispatch;
  return (message) => {
    const phone = cappedRecipient(message);
    if (phone === undefined) return dispatch(message);
    return ResultAsync.fromSafePromise(
      guard.reserve({ phone, key: message.idempotencyKey }),
    ).andThen((outcome) =>
      outcome.isOk()
        ? dispatch(message)
        : errAsync<void, DeliveryFailure>({ code: outcome.error.type }),
    );
  };
}
