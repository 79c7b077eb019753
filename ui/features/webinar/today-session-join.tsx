import { useTranslation } from 'react-i18next';
import { sessionStatus } from '../../../core/webinar/session-status';
import { sessionTimeText } from '../../../core/webinar/session-text';
import { webinarSessions } from '../../config/webinar-sessions';
import { usePageTime } from '../../lib/clock/use-page-time';
import { useLanguage } from '../../lib/i18n/use-language';

/**
 * On the day of a session with a configured join address, the webinar page says so, and from 15
 * minutes before its start until its end offers "join now" (docs/webinar.md "Timeline"). Decided at
 * the instant the page was rendered for, then on the visitor's clock.
 */
export function TodaySessionJoin() {
  const { t } = useTranslation('webinar');
  const language = useLanguage();
  const now = usePageTime();
  if (now === undefined) return null;
  const status = (session: (typeof webinarSessions)[number]) => sessionStatus(session, now);
  const today = webinarSessions.find(
    (session) =>
      session.joinUrl !== undefined && (status(session) === 'today' || status(session) === 'live'),
  );
  if (today?.joinUrl === undefined) return null;
  const live = status(today) === 'live';
  return (
    <section className="webinar-page__today" aria-labelledby="webinar-today-title">
      <h2 id="webinar-today-title">{t('today.title')}</h2>
      <p>
        {t('today.text', {
          title: today.title[language],
          time: sessionTimeText(today.startsAt, today.durationMinutes),
        })}
      </p>
      {live ? (
        <a className="button button--primary" href={today.joinUrl}>
          {t('today.join')}
        </a>
      ) : null}
    </section>
  );
}
