import type { Language } from '../../core/language/languages';
import type { OutboxKind, OutboxPayloads } from '../../core/outbox/outbox-kinds';
import type { Ids } from '../../core/ports/ids';
import type { LeadRecord } from '../../core/ports/lead-store';
import type { NewOutboxMessage } from '../../core/ports/outbox-store';
import type { WebinarSession } from '../../core/site-config/site-config';
import { tbilisiDateTime } from '../../core/time/tbilisi-time';
import {
  EMAIL_REMINDER_KIND,
  scheduleSessionReminders,
} from '../../core/webinar/session-reminders';

/** docs/messaging.md "Spreadsheet rows": city defaults to Unknown. */
const UNKNOWN_CITY = 'Unknown';

/**
 * One delivery per lead and kind: the key is stable, so a repeated enqueue is ignored by the store
 * and a repeated delivery can be dropped by the sheet script or the SMS adapter.
 */
export function outboxIdempotencyKey(leadId: string, kind: OutboxKind): string {
  return `${leadId}:${kind}`;
}

/** The spreadsheet row of a stored lead (absent values are empty cells). */
export function leadSheetRow(lead: LeadRecord): OutboxPayloads['sheet.lead'] {
  return {
    kind: 'lead',
    fullName: lead.fullName ?? '',
    email: lead.email,
    phoneNumber: lead.phone ?? '',
    city: lead.city ?? UNKNOWN_CITY,
    linkedin: lead.linkedIn ?? '',
    source: lead.source,
    timestamp: lead.createdAt.toISOString(),
    utm: lead.utm,
    marketingOptIn: lead.marketingOptIn,
    ...(lead.webinarSessionStartsAt === undefined
      ? {}
      : { webinarSession: tbilisiDateTime(lead.webinarSessionStartsAt) }),
  };
}

/** The `sheet.lead` outbox message of a stored lead. */
export function sheetLeadMessage(lead: LeadRecord, ids: Ids): NewOutboxMessage {
  return {
    id: ids.newId(),
    kind: 'sheet.lead',
    payload: { ...leadSheetRow(lead), utm: { ...lead.utm } },
    idempotencyKey: outboxIdempotencyKey(lead.id, 'sheet.lead'),
    createdAt: lead.createdAt,
  };
}

/** Who a lead's SMS goes to and how it greets: template inputs, never text (docs/security.md "SMS"). */
function smsRecipient(
  lead: LeadRecord & { readonly phone: string },
  language: Language,
): OutboxPayloads['sms.webinar_confirmation'] {
  const firstName = lead.fullName?.split(' ')[0];
  const startsAt = lead.webinarSessionStartsAt?.toISOString();
  return {
    to: lead.phone,
    language,
    ...(firstName === undefined ? {} : { firstName }),
    ...(startsAt === undefined ? {} : { startsAt }),
  };
}

/**
 * The `sms.webinar_confirmation` outbox message: template and language only, never text; it names
 * the chosen session's date and time when there is one.
 */
export function webinarSmsMessage(
  lead: LeadRecord & { readonly phone: string },
  language: Language,
  ids: Ids,
): NewOutboxMessage {
  const payload = smsRecipient(lead, language);
  return {
    id: ids.newId(),
    kind: 'sms.webinar_confirmation',
    payload: { ...payload },
    idempotencyKey: outboxIdempotencyKey(lead.id, 'sms.webinar_confirmation'),
    createdAt: lead.createdAt,
  };
}

/**
 * The reminder SMS of a registration for a session (docs/messaging.md "Reminders"), each due at its
 * moment (`nextAttemptAt`): none whose moment had come before the registration.
 */
export function webinarReminderMessages(
  lead: LeadRecord & { readonly phone: string },
  startsAt: Date,
  language: Language,
  ids: Ids,
): NewOutboxMessage[] {
  return scheduleSessionReminders(startsAt, lead.createdAt).map((reminder) => {
    const payload: OutboxPayloads[typeof reminder.kind] = {
      ...smsRecipient(lead, language),
      startsAt: startsAt.toISOString(),
      dueAt: reminder.dueAt.toISOString(),
    };
    return {
      id: ids.newId(),
      kind: reminder.kind,
      payload: { ...payload },
      idempotencyKey: outboxIdempotencyKey(lead.id, reminder.kind),
      createdAt: lead.createdAt,
      nextAttemptAt: reminder.dueAt,
    };
  });
}

/** Who an e-mail of a lead goes to and how it greets: never text (docs/messaging.md "E-mail messages"). */
function emailRecipient(lead: LeadRecord, language: Language) {
  const firstName = lead.fullName?.split(' ')[0];
  return { to: lead.email, language, ...(firstName === undefined ? {} : { firstName }) };
}

/**
 * The `email.webinar_confirmation` of a registration: the session as configured when it was chosen
 * (its title in the registrant's language), or none for someone waiting for the next webinar.
 */
export function webinarEmailMessage(
  lead: LeadRecord,
  session: WebinarSession | undefined,
  language: Language,
  ids: Ids,
): NewOutboxMessage {
  const payload: OutboxPayloads['email.webinar_confirmation'] = {
    ...emailRecipient(lead, language),
    registrationId: lead.id,
    ...(session === undefined
      ? {}
      : {
          session: {
            startsAt: session.startsAt.toISOString(),
            durationMinutes: session.durationMinutes,
            title: session.title[language],
          },
        }),
  };
  return {
    id: ids.newId(),
    kind: 'email.webinar_confirmation',
    payload: JSON.parse(JSON.stringify(payload)) as NewOutboxMessage['payload'],
    idempotencyKey: outboxIdempotencyKey(lead.id, 'email.webinar_confirmation'),
    createdAt: lead.createdAt,
  };
}

/** The e-mail reminders of a registration, due with the SMS ones (none whose moment had come). */
export function webinarEmailReminderMessages(
  lead: LeadRecord,
  session: WebinarSession,
  language: Language,
  ids: Ids,
): NewOutboxMessage[] {
  return scheduleSessionReminders(session.startsAt, lead.createdAt).map((reminder) => {
    const kind = EMAIL_REMINDER_KIND[reminder.kind];
    const payload: OutboxPayloads[typeof kind] = {
      ...emailRecipient(lead, language),
      startsAt: session.startsAt.toISOString(),
      dueAt: reminder.dueAt.toISOString(),
      title: session.title[language],
    };
    return {
      id: ids.newId(),
      kind,
      payload: { ...payload },
      idempotencyKey: outboxIdempotencyKey(lead.id, kind),
      createdAt: lead.createdAt,
      nextAttemptAt: reminder.dueAt,
    };
  });
}
