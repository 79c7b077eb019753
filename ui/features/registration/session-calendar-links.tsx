import { useTranslation } from 'react-i18next';
import { pagePath } from '../../../core/site/routes';
import { googleCalendarUrl, sessionCalendarPath } from '../../../core/webinar/session-calendar';
import { findWebinarSession } from '../../../core/webinar/session-choice';
import { sessionDateText, sessionTimeText } from '../../../core/webinar/session-text';
import { webinarSessions } from '../../config/webinar-sessions';
import { useLanguage } from '../../lib/i18n/use-language';

/** Props: the session registered for and the registration's id (the calendar event's UID). */
export interface SessionCalendarLinksProps {
  readonly sessionId: string;
  readonly registrationId: string;
}

/**
 * The session a visitor registered for and "add to calendar" (docs/webinar.md "Calendar"): the
 * server's `.ics` file and a Google Calendar link. Nothing when the id names no configured session.
 */
export function SessionCalendarLinks({ sessionId, registrationId }: SessionCalendarLinksProps) {
  const { t } = useTranslation('landing');
  const language = useLanguage();
  const session = findWebinarSession(webinarSessions, sessionId);
  if (session === undefined) return null;
  const pageUrl = `${window.location.origin}${pagePath(language, 'webinar')}`;
  return (
    <div className="registration-success__session">
      <p className="registration-success__session-text">
        {t('form.success.session', {
          date: sessionDateText(session.startsAt, language),
          time: sessionTimeText(session.startsAt, session.durationMinutes),
          title: session.title[language],
        })}
      </p>
      <p className="registration-success__calendar-title">{t('form.success.calendarTitle')}</p>
      <ul className="registration-success__calendar">
        <li>
          <a
            className="button button--secondary"
            href={sessionCalendarPath(sessionId, registrationId, language)}
            download={`webinar-${sessionId}.ics`}
            data-testid="session-ics"
          >
            {t('form.success.ics')}
          </a>
        </li>
        <li>
          <a
            className="button button--secondary"
            href={googleCalendarUrl(session, language, pageUrl)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('form.success.google')}
          </a>
        </li>
      </ul>
    </div>
  );
}
