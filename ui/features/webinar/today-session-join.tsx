import { useTranslation } from 'react-i18next';
import { sessionTimeText } from '../../../core/webinar/session-text';
import { timelineStatus } from '../../../core/webinar/timeline-status';
import { useCurrentMinute } from '../../components/timeline/use-current-minute';
import { webinarSessions } from '../../config/webinar-sessions';
import { useLanguage } from '../../lib/i18n/use-language';

/**
 * On the day of a session with a configured join address, the webinar page says so and offers
 * "join now" (docs/webinar.md "Timeline": `today`). Decided on the visitor's clock after hydration,
 * so the prerendered page shows nothing.
 */
export function TodaySessionJoin() {
  const { t } = useTranslation('webinar');
  const language = useLanguage();
  const now = useCurrentMinute();
  if (now === undefined) return null;
  const today = webinarSessions.find(
    (session) => session.joinUrl !== undefined && timelineStatus(session.startsAt, now) === 'today',
  );
  if (today?.joinUrl === undefined) return null;
  return (
    <section className="webinar-page__today" aria-labelledby="webinar-today-title">
      <h2 id="webinar-today-title">{t('today.title')}</h2>
      <p>
        {t('today.text', {
          title: today.title[language],
          time: sessionTimeText(today.startsAt, today.durationMinutes),
        })}
      </p>
      <a className="button button--primary" href={today.joinUrl}>
        {t('today.join')}
      </a>
    </section>
  );
}
