import * as v from 'valibot';
import { customerRowSchema, leadRowSchema, refundRowSchema } from '../spreadsheet/sheet-rows';
import { conversionPayloadSchema } from './conversion-payload';
import {
  companyInvoiceEmailSchema,
  orderReceiptEmailSchema,
  refundReceiptEmailSchema,
  waitlistOfferEmailSchema,
  webinarConfirmationEmailSchema,
  webinarReminderEmailSchema,
} from './email-payloads';
import {
  purchaseConfirmationSmsSchema,
  refundReceiptSmsSchema,
  sessionSmsSchema,
  waitlistOfferSmsSchema,
  webinarConfirmationSmsSchema,
} from './sms-payloads';

/**
 * Every kind of outbox message (docs/security.md "Outbound delivery") with the schema of its
 * payload: the one list of kinds. A kind's name says where it goes (`outbox-destinations.ts`), is
 * stored with each row, and so never changes; a stored payload must keep parsing. Adding a kind
 * here makes the compiler point at every table that must handle it.
 */
const OUTBOX_PAYLOAD_SCHEMAS = {
  'sheet.lead': leadRowSchema,
  'sheet.customer': customerRowSchema,
  /** A refund's spreadsheet row (docs/purchase.md "Refunds"). */
  'sheet.refund': refundRowSchema,
  'sms.webinar_confirmation': webinarConfirmationSmsSchema,
  'sms.purchase_confirmation': purchaseConfirmationSmsSchema,
  'sms.webinar_reminder_day': sessionSmsSchema,
  'sms.webinar_reminder_hour': sessionSmsSchema,
  'sms.webinar_scheduled': sessionSmsSchema,
  'sms.refund_receipt': refundReceiptSmsSchema,
  'sms.waitlist_offer': waitlistOfferSmsSchema,
  'conversion.purchase': conversionPayloadSchema,
  'conversion.initiate_checkout': conversionPayloadSchema,
  'email.order_receipt': orderReceiptEmailSchema,
  'email.webinar_confirmation': webinarConfirmationEmailSchema,
  'email.webinar_reminder_day': webinarReminderEmailSchema,
  'email.webinar_reminder_hour': webinarReminderEmailSchema,
  'email.refund_receipt': refundReceiptEmailSchema,
  'email.waitlist_offer': waitlistOfferEmailSchema,
  'email.company_invoice': companyInvoiceEmailSchema,
} as const satisfies Readonly<Record<`${string}.${string}`, v.GenericSchema>>;

/** One outbox message kind. */
export type OutboxKind = keyof typeof OUTBOX_PAYLOAD_SCHEMAS;

/** Every kind, in the order listed above. */
export const OUTBOX_KINDS = Object.keys(OUTBOX_PAYLOAD_SCHEMAS) as readonly OutboxKind[];

/** Payload type per kind, inferred from its schema. */
export type OutboxPayloads = {
  readonly [K in OutboxKind]: v.InferOutput<(typeof OUTBOX_PAYLOAD_SCHEMAS)[K]>;
};

/** Narrows to a kind this release knows how to deliver. */
export function isDeliverableKind(kind: string): kind is OutboxKind {
  return Object.hasOwn(OUTBOX_PAYLOAD_SCHEMAS, kind);
}

/**
 * Reads a stored payload back (a row written by an older release, or edited by an operator, may not
 * match); null when it does not fit the kind's shape.
 */
export function parseOutboxPayload<K extends OutboxKind>(
  kind: K,
  payload: unknown,
): OutboxPayloads[K] | null {
  const result = v.safeParse(OUTBOX_PAYLOAD_SCHEMAS[kind], withoutUndefined(payload));
  return result.success ? (result.output as OutboxPayloads[K]) : null;
}

/** Drops explicit undefined at any depth, so an optional key read as undefined counts as absent. */
function withoutUndefined(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .map(([key, item]) => [key, withoutUndefined(item)]),
  );
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
