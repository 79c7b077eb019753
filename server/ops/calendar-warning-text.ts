import {
  type CalendarWarning,
  SALE_HORIZON_DAYS,
} from '../../core/config-warnings/calendar-warnings';
import { tbilisiDateTime } from '../../core/time/tbilisi-time';

/** A calendar warning as the console prints it: what is wrong, then what to change in the file. */
export function calendarWarningText(warning: CalendarWarning): string {
  switch (warning.code) {
    case 'nothing_on_sale': {
      const next =
        warning.next === undefined
          ? ''
          : ` (cohort №${warning.next.cohort} opens ${tbilisiDateTime(warning.next.opensAt)})`;
      return (
        `warning: nothing is on sale: no cohort's registration is open now and none opens within ` +
        `${SALE_HORIZON_DAYS} days${next}; add the next cohort or move its registrationOpens`
      );
    }
    case 'no_webinar_session_ahead':
      return 'warning: no webinar session ahead: every configured session has started; add the next ones to webinarSessions';
    case 'started_cohort_still_example':
      return (
        `warning: cohort №${warning.cohort} has started but is still marked "example": enter its ` +
        'real dates, capacity and prices, then remove "example"'
      );
    case 'sessions_overlap':
      return (
        `warning: webinar sessions ${tbilisiDateTime(warning.startsAt)} and ` +
        `${tbilisiDateTime(warning.overlappedBy)} overlap: the second starts before the first ends`
      );
  }
}
