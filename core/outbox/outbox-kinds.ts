import * as v from 'valibot';
import type { LeadRow } from '../ports/lead-sink';
import { LANGUAGES, type Language } from '../site/languages';

/**
 * The kinds of outbox message (security.md "Outbound delivery"). Issue 3 delivers the first two; the
 * purchase funnel adds handlers for the rest. The kind is stored with each row, so names never change.
 */
export const OUTBOX_KINDS = [
  'sheet.lead',
  'sms.webinar_confirmation',
  'sheet.customer',
  'sms.purchase_confirmation',
  'conversion.purchase',
] as const;

/** One outbox message kind. */
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** Narrows a stored kind string. */
export function isOutboxKind(value: unknown): value is OutboxKind {
  return typeof value === 'string' && (OUTBOX_KINDS as readonly string[]).includes(value);
}

/** `sheet.lead`: the spec's lead row (part 1 §3 "Lead row"), exactly what the sink appends. */
export type SheetLeadPayload = LeadRow;

/**
 * `sms.webinar_confirmation`: who gets the server-side template and in which language. No text is
 * stored: the worker renders the template, so nothing a caller wrote can ever be sent (security.md).
 */
export interface WebinarConfirmationSmsPayload {
  /** E.164 `+9955XXXXXXXX`. */
  readonly to: string;
  readonly language: Language;
  /** Greets by first name when it fits the 70-character segment. */
  readonly firstName?: string;
}

/** Payload type per kind (the kinds of later issues are added with their handlers). */
export interface OutboxPayloads {
  readonly 'sheet.lead': SheetLeadPayload;
  readonly 'sms.webinar_confirmation': WebinarConfirmationSmsPayload;
}

const text = v.string();
const utmSchema = v.object({
  source: v.optional(text),
  medium: v.optional(text),
  campaign: v.optional(text),
  content: v.optional(text),
  term: v.optional(text),
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
  }),
  'sms.webinar_confirmation': v.object({
    to: text,
    language: v.picklist(LANGUAGES),
    firstName: v.optional(text),
  }),
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
  const defined = <V extends object>(record: V) =>
    Object.fromEntries(Object.entries(record).filter(([, item]) => item !== undefined));
  const top = defined(value);
  if (typeof top.utm === 'object' && top.utm !== null) top.utm = defined(top.utm);
  return top as T;
}
