/**
 * When a registration's reminder SMS are due (docs/messaging.md "Reminders"): a day and an hour
 * before its session. A reminder whose moment had already come when the visitor registered is not
 * scheduled (the confirmation just told them), and none is sent once the session has started.
 */

const HOUR_MS = 60 * 60 * 1_000;

/** The two reminders, by the outbox kind each is queued as, and how long before the start each is due. */
export const SESSION_REMINDERS = [
  { kind: 'sms.webinar_reminder_day', beforeMs: 24 * HOUR_MS },
  { kind: 'sms.webinar_reminder_hour', beforeMs: HOUR_MS },
] as const;

/** One reminder's outbox kind. */
export type ReminderKind = (typeof SESSION_REMINDERS)[number]['kind'];

/** Each reminder's e-mail twin, queued beside it with the same due time (docs/messaging.md "E-mail messages"). */
export const EMAIL_REMINDER_KIND = {
  'sms.webinar_reminder_day': 'email.webinar_reminder_day',
  'sms.webinar_reminder_hour': 'email.webinar_reminder_hour',
} as const satisfies Record<ReminderKind, string>;

/** A reminder to queue: its kind and when it is due. */
export interface ScheduledReminder {
  readonly kind: ReminderKind;
  readonly dueAt: Date;
}

/** The reminders of a registration made at `registeredAt` for a session starting at `startsAt`. */
export function scheduleSessionReminders(startsAt: Date, registeredAt: Date): ScheduledReminder[] {
  return SESSION_REMINDERS.map((reminder) => ({
    kind: reminder.kind,
    dueAt: new Date(startsAt.getTime() - reminder.beforeMs),
  })).filter((reminder) => reminder.dueAt.getTime() > registeredAt.getTime());
}

/** A reminder is never sent once its session has started. */
export function isReminderTooLate(startsAt: Date, now: Date): boolean {
  return now.getTime() >= startsAt.getTime();
}
