import { describe, expect, it } from 'vitest';
import { isReminderTooLate, scheduleSessionReminders } from './session-reminders';

const START = new Date('2026-12-02T16:00:00Z');
const HOUR = 3_600_000;
const hoursBefore = (hours: number) => new Date(START.getTime() - hours * HOUR);

describe('scheduleSessionReminders', () => {
  it('schedules a day and an hour before a session three days ahead', () => {
    expect(scheduleSessionReminders(START, hoursBefore(72))).toEqual([
      { kind: 'sms.webinar_reminder_day', dueAt: hoursBefore(24) },
      { kind: 'sms.webinar_reminder_hour', dueAt: hoursBefore(1) },
    ]);
  });

  it('leaves out a reminder whose moment came before the registration', () => {
    expect(scheduleSessionReminders(START, hoursBefore(5)).map((r) => r.kind)).toEqual([
      'sms.webinar_reminder_hour',
    ]);
    expect(scheduleSessionReminders(START, hoursBefore(24))).toHaveLength(1);
    expect(scheduleSessionReminders(START, hoursBefore(0.5))).toEqual([]);
  });
});

describe('isReminderTooLate', () => {
  it('is late from the start on', () => {
    expect(isReminderTooLate(START, new Date(START.getTime() - 1))).toBe(false);
    expect(isReminderTooLate(START, START)).toBe(true);
  });
});
