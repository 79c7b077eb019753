import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pagePath } from '../../../core/site/routes';
import { REGISTRATION_ID_PATTERN } from '../../../core/webinar/session-calendar';
import { FormResultPage } from '../../components/form-result/form-result-page';
import { useLanguage } from '../../lib/i18n/use-language';
import { useSessionAhead } from '../../lib/webinar/use-session-ahead';
import { SessionCalendarLinks } from './session-calendar-links';

/** The ids the form action put in the query (`?session=…&registration=…`), read after hydration. */
function useRegisteredSession(): { sessionId: string; registrationId: string } | undefined {
  const [ids, setIds] = useState<{ sessionId: string; registrationId: string }>();
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const sessionId = query.get('session');
    const registrationId = query.get('registration');
    if (sessionId && registrationId && REGISTRATION_ID_PATTERN.test(registrationId)) {
      setIds({ sessionId, registrationId });
    }
  }, []);
  return ids;
}

/**
 * `/{lang}/webinar-registration/registered`: where a registration posted without JavaScript lands
 * (docs/webinar.md "Registration form"): the success card as a page, with no personal data in its URL.
 */
export function WebinarRegisteredPage() {
  const { t } = useTranslation('landing');
  const language = useLanguage();
  const registered = useRegisteredSession();
  // A registration with no session to choose was a request to hear the next date (docs/webinar.md
  // "No session scheduled"): the page then promises only that.
  const waitlisted = !useSessionAhead() && registered === undefined;
  return (
    <FormResultPage
      title={t(waitlisted ? 'form.waitlist.successTitle' : 'form.success.title')}
      links={[
        { href: pagePath(language, 'home'), label: t('registeredPage.home'), primary: true },
        {
          href: `${pagePath(language, 'webinar-registration')}#registration-form`,
          label: t('form.success.another'),
        },
      ]}
    >
      <p className="lead">
        {t(waitlisted ? 'form.waitlist.successDescription' : 'form.success.description')}
      </p>
      {registered === undefined ? null : <SessionCalendarLinks {...registered} />}
      <p>{t(waitlisted ? 'form.waitlist.registeredNext' : 'registeredPage.next')}</p>
    </FormResultPage>
  );
}
