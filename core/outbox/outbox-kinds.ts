import * as v from 'valibot';
import type { CustomerRow, LeadRow, RefundRow } from '../ports/lead-sink';
import { LANGUAGES, type Language } from '../site/languages';
import { CONVERSION_TYPES, type ConversionEvent } from '../tracking/conversion-event';
import { MESSAGE_PAYLOAD_SCHEMAS, type MessagePayloads } from './message-payloads';

/**
 * The kinds of outbox message (docs/security.md "Outbound delivery"): spreadsheet rows, SMS, e-mails
 * and conversions. The kind is stored with each row, so names never change.
 */
const OUTBOX_KINDS = [
  'sheet.lead',
  'sms.webinar_confirmation',
  'sheet.customer',
  'sms.purchase_confirmation',
  'conversion.purchase',
  'conversion.initiate_checkout',
  'sms.webinar_reminder_day',
  'sms.webinar_reminder_hour',
  'sms.webinar_scheduled',
  'email.order_receipt',
  'email.webinar_confirmation',
  'email.webinar_reminder_day',
  'email.webinar_reminder_hour',
  'email.refund_receipt',
  'sms.refund_receipt',
  'email.waitlist_offer',
  'sms.waitlist_offer',
  'sheet.refund',
  'email.company_invoice',
] as const;

/** One outbox message kind. */
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** `sheet.lead`: the spec's lead row (docs/messaging.md "Spreadsheet rows"), exactly what the sink appends. */
type SheetLeadPayload = LeadRow;

/**
 * `sms.webinar_confirmation`: who gets the server-side template and in which language. No text is
 * stored: the worker renders the template, so nothing a caller wrote can ever be sent (docs/security.md "SMS").
 */
interface WebinarConfirmationSmsPayload {
  /** E.164 `+9955XXXXXXXX`. */
  readonly to: string;
  readonly language: Language;
  /** Greets by first name when it fits the 70-character segment. */
  readonly firstName?: string;
  /** ISO 8601 start of the session registered for, named in the text (docs/messaging.md "SMS"). */
  readonly startsAt?: string;
}

/**
 * `sms.webinar_reminder_*`: like the confirmation, with the session's start (the text names it, and
 * no reminder goes once it has passed) and the instant the reminder came due (the retry horizon
 * counts from there, not from the registration days before; docs/messaging.md "Reminders").
 */
interface WebinarReminderSmsPayload extends WebinarConfirmationSmsPayload {
  readonly startsAt: string;
  readonly dueAt: string;
}

/**
 * `sms.webinar_scheduled`: tells a visitor who asked to hear of the next webinar (docs/webinar.md
 * "No session scheduled") its date, shaped like a reminder: it names the session, never goes once
 * the session has started, and its retries count from when it was queued.
 */
type WebinarScheduledSmsPayload = WebinarReminderSmsPayload;

/** `sheet.customer`: the paying customer's spreadsheet row (docs/messaging.md "Spreadsheet rows"). */
type SheetCustomerPayload = CustomerRow;

/**
 * `sms.purchase_confirmation`: template and language, like the webinar SMS, and when course access
 * opens for a buyer who did not ask for an early start (absent: within 24 hours, the early start).
 */
interface PurchaseConfirmationSmsPayload extends WebinarConfirmationSmsPayload {
  readonly accessOpensAt?: string;
}

/**
 * `conversion.*`: a validated server-side conversion (value in lari, event id = the order id for a
 * Purchase, docs/integrations.md "Meta Conversions API") and when and where it happened.
 */
interface ConversionPayload {
  readonly event: ConversionEvent;
  /** ISO 8601. */
  readonly occurredAt: string;
  readonly sourceUrl?: string;
}

/** Payload type per kind (the e-mails and the refund and waiting-list SMS: `message-payloads.ts`). */
export interface OutboxPayloads extends MessagePayloads {
  readonly 'sheet.lead': SheetLeadPayload;
  readonly 'sms.webinar_confirmation': WebinarConfirmationSmsPayload;
  readonly 'sheet.customer': SheetCustomerPayload;
  readonly 'sms.purchase_confirmation': PurchaseConfirmationSmsPayload;
  readonly 'conversion.purchase': ConversionPayload;
  readonly 'conversion.initiate_checkout': ConversionPayload;
  readonly 'sms.webinar_reminder_day': WebinarReminderSmsPayload;
  readonly 'sms.webinar_reminder_hour': WebinarReminderSmsPayload;
  readonly 'sms.webinar_scheduled': WebinarScheduledSmsPayload;
  /** A refund's spreadsheet row (docs/purchase.md "Refunds"). */
  readonly 'sheet.refund': RefundRow;
}

const text = v.string();
const utmSchema = v.object({
  source: v.optional(text),
  medium: v.optional(text),
  campaign: v.optional(text),
  content: v.optional(text),
  term: v.optional(text),
});

/** An ISO 8601 instant as stored in a payload. */
const instant = v.pipe(text, v.isoTimestamp());

const smsSchema = v.object({
  to: text,
  language: v.picklist(LANGUAGES),
  firstName: v.optional(text),
  startsAt: v.optional(instant),
});

const reminderSchema = v.object({
  to: text,
  language: v.picklist(LANGUAGES),
  firstName: v.optional(text),
  startsAt: instant,
  dueAt: instant,
});

const conversionSchema = v.object({
  event: v.object({
    type: v.picklist(CONVERSION_TYPES),
    value: v.pipe(v.number(), v.minValue(0)),
    currency: v.literal('GEL'),
    transactionId: v.optional(text),
    eventId: text,
    userData: v.optional(
      v.object({
        email: v.optional(text),
        phone: v.optional(text),
        firstName: v.optional(text),
        lastName: v.optional(text),
      }),
    ),
  }),
  occurredAt: text,
  sourceUrl: v.optional(text),
});

const PAYLOAD_SCHEMAS = {
  'sheet.lead': v.object({
    kind: v.literal('lead'),
    fullName: text,
    email: text,
    phoneNumber: text,
    city: text,
    linkedin: text,
    source: text,
    timestamp: text,
    utm: utmSchema,
    // Rows queued before the opt-in existed read as no opt-in.
    marketingOptIn: v.optional(v.boolean(), false),
    webinarSession: v.optional(text),
  }),
  'sms.webinar_confirmation': smsSchema,
  'sheet.customer': v.object({
    kind: v.literal('customer'),
    firstName: text,
    lastName: text,
    email: text,
    phoneNumber: text,
    city: v.optional(text),
    linkedIn: v.optional(text),
    transactionId: text,
    amount: v.pipe(v.number(), v.integer(), v.minValue(0)),
    // Rows queued before promo codes, and orders without one, carry neither.
    promoCode: v.optional(text),
    promoDiscount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
    source: text,
    timestamp: text,
    utm: utmSchema,
    marketingOptIn: v.optional(v.boolean(), false),
    expressStart: v.optional(v.boolean(), false),
  }),
  'sheet.refund': v.object({
    kind: v.literal('refund'),
    firstName: text,
    lastName: text,
    email: text,
    phoneNumber: text,
    transactionId: text,
    amount: v.pipe(v.number(), v.integer(), v.minValue(1)),
    refundedTotal: v.pipe(v.number(), v.integer(), v.minValue(1)),
    orderStatus: text,
    origin: text,
    source: text,
    timestamp: text,
    utm: utmSchema,
  }),
  'sms.purchase_confirmation': v.object({
    ...smsSchema.entries,
    accessOpensAt: v.optional(instant),
  }),
  'conversion.purchase': conversionSchema,
  'conversion.initiate_checkout': conversionSchema,
  'sms.webinar_reminder_day': reminderSchema,
  'sms.webinar_reminder_hour': reminderSchema,
  'sms.webinar_scheduled': reminderSchema,
  ...MESSAGE_PAYLOAD_SCHEMAS,
} as const;

/** A kind this release knows how to deliver. */
export type DeliverableKind = keyof OutboxPayloads;

/** Narrows to a kind with a payload schema and a handler. */
export function isDeliverableKind(kind: string): kind is DeliverableKind {
  return Object.hasOwn(PAYLOAD_SCHEMAS, kind);
}

/**
 * Reads a stored payload back (a row written by an older release, or edited by an operator, may not
 * match); null when it does not fit the kind's shape.
 */
export function parseOutboxPayload<K extends DeliverableKind>(
  kind: K,
  payload: unknown,
): OutboxPayloads[K] | null {
  const result = v.safeParse(PAYLOAD_SCHEMAS[kind], payload);
  if (!result.success) return null;
  return withoutUndefined(result.output) as unknown as OutboxPayloads[K];
}

/** Valibot keeps absent optional keys as absent; this also drops explicit undefined (exactOptional). */
function withoutUndefined<T extends object>(value: T): T {
  const defined = (record: object): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(record)
        .filter(([, item]) => item !== undefined)
        .map(([key, item]) => [
          key,
          typeof item === 'object' && item !== null && !Array.isArray(item) ? defined(item) : item,
        ]),
    );
  return defined(value) as T;
}

/**
 * The SMS about a session that are sent when they come due, not when queued: the reminders and the
 * "next webinar scheduled" notice. Each names its session and is pointless once it has started.
 */
export const SESSION_SMS_KINDS = [
  'sms.webinar_reminder_day',
  'sms.webinar_reminder_hour',
  'sms.webinar_scheduled',
] as const satisfies readonly OutboxKind[];

/**
 * The e-mails about a session that are sent when they come due: the reminders. Like the SMS ones,
 * none goes once the session has started (`email.session_started`, docs/messaging.md "E-mail messages").
 */
const SESSION_EMAIL_KINDS = [
  'email.webinar_reminder_day',
  'email.webinar_reminder_hour',
] as const satisfies readonly OutboxKind[];

/** Every kind queued ahead of its due time: its retries count from when it came due. */
const DUE_LATER_KINDS = [...SESSION_SMS_KINDS, ...SESSION_EMAIL_KINDS] as const;

/**
 * When a message's retries begin: an operator's requeue, else when it came due — a reminder queued
 * days before its due time must not reach the retry horizon before its first attempt
 * (docs/messaging.md "Reminders") — else its creation.
 */
export function retriesSinceOf(message: {
  readonly kind: string;
  readonly payload: unknown;
  readonly createdAt: Date;
  readonly requeuedAt: Date | null;
}): Date {
  if (message.requeuedAt !== null) return message.requeuedAt;
  const kind = DUE_LATER_KINDS.find((dueLaterKind) => dueLaterKind === message.kind);
  if (kind === undefined) return message.createdAt;
  const due = parseOutboxPayload(kind, message.payload)?.dueAt;
  const dueAt = due === undefined ? message.createdAt : new Date(due);
  return new Date(Math.max(dueAt.getTime(), message.createdAt.getTime()));
}
