import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { pagePath } from '../../../core/site/routes';
import { isSessionAhead } from '../../../core/webinar/session-ahead';
import { lastSessionStart } from '../../config/last-session-start';
import { renderInstant } from '../../lib/clock/render-instant';
import { useLanguage } from '../../lib/i18n/use-language';
import { isChromelessPath } from './is-chromeless-path';
import './announcement-bar.css';

/**
 * A one-line announcement of the free live webinar, whose "save your seat" leads to the
 * registration page's form (docs/site.md "Navigation and layout"). Hidden on checkout and
 * payment-result paths, so nothing distracts from paying.
 */
export function AnnouncementBar() {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const [pathname] = useLocation();
  // As of the instant the page was rendered for (a new visit renders it afresh): a clock of its own
  // would cost every page's script for a line that rarely changes.
  const sessionAhead = isSessionAhead(lastSessionStart, renderInstant() ?? new Date());
  if (isChromelessPath(pathname)) return null;

  return (
    <aside className="announcement-bar" aria-label={t('announcement.label')}>
      <p className="announcement-bar__text">
        {t(sessionAhead ? 'announcement.text' : 'announcement.waitlistText')}{' '}
        <Link
          href={`${pagePath(language, 'webinar-registration')}#registration-form`}
          className="announcement-bar__link"
        >
          {t(sessionAhead ? 'announcement.cta' : 'announcement.waitlistCta')}
        </Link>
      </p>
    </aside>
  );
}
