import type { Command } from 'commander';
import { failureCodeOf } from '../../core/outbox/failure-decision';
import { parseOutboxPayload } from '../../core/outbox/outbox-kinds';
import type { OutboxMessage } from '../../core/ports/outbox-store';
import type { WebinarSession } from '../../core/site-config/site-config';
import { webinarSessionId } from '../../core/site-config/webinar-session-id';
import { tbilisiDateTime } from '../../core/time/tbilisi-time';
import { type ReminderKind, SESSION_REMINDERS } from '../../core/webinar/session-reminders';
import { type OpsIo, opsSiteConfig, withStore } from './ops-context';
import { textTable } from './text-table';

const HEADER = [
  'session',
  'start (Tbilisi)',
  'title',
  'seats',
  'registered',
  'reminders sent',
  'due',
  'not sent',
];

/** Why a reminder did not go, in the operator's words (docs/messaging.md "Reminders"). */
const REASONS: Readonly<Record<string, string>> = {
  'sms.phone_daily_cap': 'the number had its most SMS for 24 hours',
  'sms.phone_cooldown': 'the number had an SMS minutes before',
  'sms.daily_budget_exhausted': "the day's SMS budget was spent",
  'sms.session_started': 'it came due after the session started',
  'sms.outcome_unknown': 'the gateway did not answer: check its log, then `outbox requeue`',
};

const LABEL: Readonly<Record<ReminderKind, string>> = {
  'sms.webinar_reminder_day': 'day-before reminder',
  'sms.webinar_reminder_hour': 'hour-before reminder',
};

/** A stored reminder: its kind, the session it is for (by id) and the lead it belongs to. */
interface Reminder {
  readonly kind: ReminderKind;
  readonly sessionId: string;
  readonly leadId: string;
  readonly message: OutboxMessage;
}

function reminderOf(message: OutboxMessage): Reminder | undefined {
  const kind = SESSION_REMINDERS.find((reminder) => reminder.kind === message.kind)?.kind;
  if (kind === undefined) return undefined;
  const payload = parseOutboxPayload(kind, message.payload);
  if (payload === null) return undefined;
  const sessionId = webinarSessionId(new Date(payload.startsAt));
  // Keys are `{leadId}:{kind}` (docs/messaging.md "Outbox").
  const leadId = message.idempotencyKey.slice(0, -(kind.length + 1));
  return { kind, sessionId, leadId, message };
}

function row(session: WebinarSession, registered: number, reminders: readonly Reminder[]) {
  const id = webinarSessionId(session.startsAt);
  const own = reminders.filter((reminder) => reminder.sessionId === id);
  const count = (status: OutboxMessage['status']) =>
    String(own.filter((reminder) => reminder.message.status === status).length);
  return [
    id,
    tbilisiDateTime(session.startsAt),
    session.title.en,
    session.seats === undefined ? 'no limit' : String(session.seats),
    String(registered),
    count('delivered'),
    count('pending'),
    count('dead'),
  ];
}

/**
 * `sessions status`: each configured webinar session with its registrations (attendance intent,
 * docs/webinar.md "Session choice") and what became of their reminders; then, for every reminder
 * that was not sent, the registration it belongs to and why (a cap, the session already started).
 */
export function registerSessionCommands(program: Command, io: OpsIo): void {
  const sessions = program
    .command('sessions')
    .description('webinar sessions: registrations and reminders');
  sessions
    .command('status')
    .description('each configured session: registrations, reminders sent, due and not sent (why)')
    .action(async () => {
      const config = opsSiteConfig(io);
      const { counts, reminders } = await withStore(io, async (store) => ({
        counts: await Promise.all(
          config.webinarSessions.map((session) => store.countSessionLeads(session.startsAt)),
        ),
        reminders: (await store.listOutbox())
          .map(reminderOf)
          .filter((reminder) => reminder !== undefined),
      }));
      const rows = config.webinarSessions.map((session, i) =>
        row(session, counts[i] ?? 0, reminders),
      );
      io.stdout(textTable(HEADER, rows));
      const unsent = reminders.filter((reminder) => reminder.message.status === 'dead');
      for (const reminder of unsent) {
        const code = reminder.message.lastError ?? 'unknown';
        const reason = REASONS[failureCodeOf(code)] ?? 'see `outbox dead`';
        io.stdout(
          `${reminder.sessionId} registration ${reminder.leadId}: ${LABEL[reminder.kind]} not sent — ${code} (${reason})\n`,
        );
      }
    });
}
