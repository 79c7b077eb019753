import type { CalendarWarning } from '../../core/config-warnings/calendar-warnings';

/** The part of the app's logger this needs (pino's `warn(facts, message)`). */
interface WarningLog {
  warn(facts: { readonly calendarWarnings: readonly CalendarWarning[] }, message: string): void;
}

/**
 * One warning line at start when the site calendar needs the operator: the codes in the message, the
 * warnings (codes, cohort numbers, session starts: nothing personal) as `calendarWarnings`. Nothing
 * when the calendar is sound.
 */
export function logCalendarWarnings(log: WarningLog, warnings: readonly CalendarWarning[]): void {
  if (warnings.length === 0) return;
  const codes = [...new Set(warnings.map((warning) => warning.code))].join(', ');
  log.warn(
    { calendarWarnings: warnings },
    `site calendar needs attention (${codes}): see npm run ops -- config check`,
  );
}
