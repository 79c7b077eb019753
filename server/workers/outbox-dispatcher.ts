import { errAsync, type ResultAsync } from 'neverthrow';
import { isDeliverableKind, parseOutboxPayload } from '../../core/outbox/outbox-kinds';
import { parseGeorgianPhone } from '../../core/phone/georgian-phone';
import type { LeadSink } from '../../core/ports/lead-sink';
import type { OutboxMessage } from '../../core/ports/registration-store';
import type { SmsSender } from '../../core/ports/sms-sender';
import { renderSms } from '../../core/sms/sms-templates';

/** Why a delivery failed: a port error code, or an outbox code for rows this release cannot read. */
export interface DeliveryFailure {
  readonly code: string;
}

/** Delivers one outbox message to its destination. */
export type OutboxDispatch = (message: OutboxMessage) => ResultAsync<void, DeliveryFailure>;

/** The ports messages go to. A sink without a webhook URL answers `lead_sink.not_configured`. */
export interface OutboxDestinations {
  readonly leadSink: LeadSink;
  readonly smsSender: SmsSender;
}

const fail = (code: string) => errAsync<void, DeliveryFailure>({ code });

/**
 * Routes a message by kind to its port, passing the idempotency key along (security.md "Outbound
 * delivery"). The SMS text is rendered here from the server-side template named by the kind.
 */
export function createOutboxDispatcher(destinations: OutboxDestinations): OutboxDispatch {
  return (message) => {
    if (!isDeliverableKind(message.kind)) return fail('outbox.unknown_kind');
    if (message.kind === 'sheet.lead') {
      const row = parseOutboxPayload('sheet.lead', message.payload);
      if (row === null) return fail('outbox.malformed_payload');
      return destinations.leadSink
        .append(row, message.idempotencyKey)
        .map(() => undefined)
        .mapErr((error) => ({ code: error.type }));
    }
    const sms = parseOutboxPayload('sms.webinar_confirmation', message.payload);
    if (sms === null) return fail('outbox.malformed_payload');
    const to = parseGeorgianPhone(sms.to);
    if (to.isErr()) return fail('sms.invalid_number');
    const params = sms.firstName === undefined ? {} : { firstName: sms.firstName };
    return destinations.smsSender
      .send({
        to: to.value,
        text: renderSms('webinar_confirmation', sms.language, params),
        idempotencyKey: message.idempotencyKey,
      })
      .map(() => undefined)
      .mapErr((error) => ({ code: error.type }));
  };
}
