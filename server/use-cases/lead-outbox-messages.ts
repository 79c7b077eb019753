import type { OutboxKind, OutboxPayloads } from '../../core/outbox/outbox-kinds';
import type { Ids } from '../../core/ports/ids';
import type { LeadRecord, NewOutboxMessage } from '../../core/ports/registration-store';
import type { Language } from '../../core/site/languages';

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

/** The `sms.webinar_confirmation` outbox message: template and language only, never text. */
export function webinarSmsMessage(
  lead: LeadRecord & { readonly phone: string },
  language: Language,
  ids: Ids,
): NewOutboxMessage {
  const firstName = lead.fullName?.split(' ')[0];
  const payload: OutboxPayloads['sms.webinar_confirmation'] =
    firstName === undefined
      ? { to: lead.phone, language }
      : { to: lead.phone, language, firstName };
  return {
    id: ids.newId(),
    kind: 'sms.webinar_confirmation',
    payload: { ...payload },
    idempotencyKey: outboxIdempotencyKey(lead.id, 'sms.webinar_confirmation'),
    createdAt: lead.createdAt,
  };
}
