import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import {
  isDeliverableKind,
  type OutboxKind,
  type OutboxPayloads,
  parseOutboxPayload,
} from '../../core/outbox/outbox-kinds';
import { parseGeorgianPhone } from '../../core/phone/georgian-phone';
import type { ConversionTracker } from '../../core/ports/conversion-tracker';
import type { EmailSender } from '../../core/ports/email-sender';
import type { LeadSink } from '../../core/ports/lead-sink';
import type { OutboxMessage } from '../../core/ports/outbox-store';
import type { SmsSender } from '../../core/ports/sms-sender';
import { renderSms, type SmsTemplateId } from '../../core/sms/sms-templates';
import { EMAIL_HANDLERS, type MessageSite } from './email-handlers';

/** Why a delivery failed: a port error code, or an outbox code for rows this release cannot read. */
export interface DeliveryFailure {
  readonly code: string;
}

/** Delivers one outbox message to its destination. */
export type OutboxDispatch = (message: OutboxMessage) => ResultAsync<void, DeliveryFailure>;

/**
 * The ports messages go to. A sink without a webhook URL answers `lead_sink.not_configured`, an
 * e-mail sender without an SMTP relay `email.not_configured`.
 */
export interface OutboxDestinations {
  readonly leadSink: LeadSink;
  readonly smsSender: SmsSender;
  /**
   * E-mail through the SMTP relay (docs/messaging.md "E-mail"), delivered at least once: a repeat
   * carries the same `Message-ID`, derived from the message's idempotency key.
   */
  readonly emailSender: EmailSender;
  /** Server-side conversions (Meta CAPI when configured); absent: conversion rows are dropped. */
  readonly conversionTracker?: ConversionTracker;
}

const fail = (code: string) => errAsync<void, DeliveryFailure>({ code });

type Handler<K extends OutboxKind> = (
  payload: OutboxPayloads[K],
  message: OutboxMessage,
  destinations: OutboxDestinations,
  site: MessageSite,
) => ResultAsync<void, DeliveryFailure>;

const toFailure = (error: { readonly type: string }): DeliveryFailure => ({ code: error.type });

function sheetRow(
  payload: OutboxPayloads['sheet.lead' | 'sheet.customer' | 'sheet.refund'],
  message: OutboxMessage,
  to: OutboxDestinations,
) {
  return to.leadSink
    .append(payload, message.idempotencyKey)
    .map(() => undefined)
    .mapErr(toFailure);
}

/** The SMS text is rendered here from the server-side template named by the kind (docs/security.md "SMS"). */
function sms(
  template: SmsTemplateId,
): Handler<
  | 'sms.webinar_confirmation'
  | 'sms.purchase_confirmation'
  | 'sms.webinar_reminder_day'
  | 'sms.webinar_reminder_hour'
  | 'sms.webinar_scheduled'
> {
  return (payload, message, to) => {
    const phone = parseGeorgianPhone(payload.to);
    if (phone.isErr()) return fail('sms.invalid_number');
    // The webinar's date and time in the text come from the session the lead chose (docs/messaging.md
    // "SMS"); a purchase's, from when course access opens for this buyer.
    const date = 'accessOpensAt' in payload ? payload.accessOpensAt : payload.startsAt;
    const params = {
      ...(payload.firstName === undefined ? {} : { firstName: payload.firstName }),
      ...(date === undefined ? {} : { date: new Date(date) }),
    };
    return to.smsSender
      .send({
        to: phone.value,
        text: renderSms(template, payload.language, params),
        template,
        idempotencyKey: message.idempotencyKey,
      })
      .map(() => undefined)
      .mapErr(toFailure);
  };
}

/** The refund's SMS names the amount returned; its e-mail carries the receipt. */
const refundSms: Handler<'sms.refund_receipt'> = (payload, message, to) => {
  const phone = parseGeorgianPhone(payload.to);
  if (phone.isErr()) return fail('sms.invalid_number');
  const params = {
    amountTetri: payload.amountTetri,
    ...(payload.firstName === undefined ? {} : { firstName: payload.firstName }),
  };
  return to.smsSender
    .send({
      to: phone.value,
      text: renderSms('refund_receipt', payload.language, params),
      template: 'refund_receipt',
      idempotencyKey: message.idempotencyKey,
    })
    .map(() => undefined)
    .mapErr(toFailure);
};

/** The offer's SMS: the cohort, the end of the hold and the personal link. */
const waitlistOfferSms: Handler<'sms.waitlist_offer'> = (payload, message, to) => {
  const phone = parseGeorgianPhone(payload.to);
  if (phone.isErr()) return fail('sms.invalid_number');
  const text = renderSms('waitlist_offer', payload.language, {
    cohortNumber: payload.cohortNumber,
    date: new Date(payload.expiresAt),
    link: payload.url,
  });
  return to.smsSender
    .send({
      to: phone.value,
      text,
      template: 'waitlist_offer',
      idempotencyKey: message.idempotencyKey,
    })
    .map(() => undefined)
    .mapErr(toFailure);
};

/** The e-mail kinds, rendered with the site's facts when sent (`email-handlers.ts`). */
function email<K extends keyof typeof EMAIL_HANDLERS>(kind: K): Handler<K> {
  return (payload, message, to, site) =>
    EMAIL_HANDLERS[kind](payload, message, to.emailSender, site);
}

const conversion: Handler<'conversion.purchase' | 'conversion.initiate_checkout'> = (
  payload,
  _message,
  to,
) => {
  // Analytics never block (docs/messaging.md "Spreadsheet rows"): without a tracker the row is settled as delivered.
  if (to.conversionTracker === undefined) return okAsync<void, DeliveryFailure>(undefined);
  const occurredAt = new Date(payload.occurredAt);
  return to.conversionTracker
    .send(payload.event, {
      occurredAt,
      ...(payload.sourceUrl === undefined ? {} : { sourceUrl: payload.sourceUrl }),
    })
    .mapErr(toFailure);
};

const HANDLERS: { readonly [K in OutboxKind]: Handler<K> } = {
  'sheet.lead': sheetRow,
  'sheet.customer': sheetRow,
  'sheet.refund': sheetRow,
  'sms.webinar_confirmation': sms('webinar_confirmation'),
  'sms.purchase_confirmation': sms('purchase_confirmation'),
  'conversion.purchase': conversion,
  'conversion.initiate_checkout': conversion,
  'sms.webinar_reminder_day': sms('webinar_reminder_day'),
  'sms.webinar_reminder_hour': sms('webinar_reminder_hour'),
  'sms.webinar_scheduled': sms('webinar_scheduled'),
  'email.order_receipt': email('email.order_receipt'),
  'email.webinar_confirmation': email('email.webinar_confirmation'),
  'email.webinar_reminder_day': email('email.webinar_reminder_day'),
  'email.webinar_reminder_hour': email('email.webinar_reminder_hour'),
  'email.refund_receipt': email('email.refund_receipt'),
  'sms.refund_receipt': refundSms,
  'email.waitlist_offer': email('email.waitlist_offer'),
  'sms.waitlist_offer': waitlistOfferSms,
  'email.company_invoice': email('email.company_invoice'),
};

function dispatchKind<K extends OutboxKind>(
  kind: K,
  message: OutboxMessage,
  destinations: OutboxDestinations,
  site: MessageSite,
): ResultAsync<void, DeliveryFailure> {
  const payload = parseOutboxPayload(kind, message.payload);
  if (payload === null) return fail('outbox.malformed_payload');
  return HANDLERS[kind](payload, message, destinations, site);
}

/**
 * Routes a message by kind to its port, passing the idempotency key along (docs/security.md "Outbound delivery" "Outbound
 * delivery"): spreadsheet rows to the lead sink, SMS templates to the SMS sender, conversions to
 * the conversion tracker, e-mails rendered with the site's facts of the moment to the e-mail sender.
 */
export function createOutboxDispatcher(
  destinations: OutboxDestinations,
  site: MessageSite,
): OutboxDispatch {
  return (message) => {
    if (!isDeliverableKind(message.kind)) return fail('outbox.unknown_kind');
    return dispatchKind(message.kind, message, destinations, site);
  };
}
