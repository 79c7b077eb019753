import { useTranslation } from 'react-i18next';
import { DeferredSection, deferSection } from '../../components/deferred/deferred-section';
import { WebinarTimeline } from '../../components/timeline/webinar-timeline';
import { useSessionAhead } from '../../lib/webinar/use-session-ahead';
import './registration-page.css';

// On a phone the form is a few screens down, so its code loads when it comes near or is focused,
// keeping the page's initial JavaScript within budget (docs/performance.md "Budgets"); on wide
// screens it is in view and hydrates at once.
const RegistrationPageForm = deferSection(() =>
  import('./webinar-registration-form').then((module) => module.RegistrationPageForm),
);

/** Reads an array of strings from `returnObjects`. */
function readStrings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry) => typeof entry === 'string') : [];
}

/**
 * `/{lang}/webinar-registration` (docs/webinar.md "Registration form" route table): what the free webinar gives, the full
 * timeline (anchor `webinar-registration`) and the registration form (anchor `registration-form`).
 */
export function WebinarRegistrationPage() {
  const { t } = useTranslation('landing');
  const sessionAhead = useSessionAhead();
  const points = readStrings(t('registrationPage.whatYouGet', { returnObjects: true }));
  return (
    <div className="registration-page">
      <section
        className="container registration-page__intro"
        aria-labelledby="registration-page-title"
      >
        <p className="eyebrow">{t('registrationPage.eyebrow')}</p>
        <h1 id="registration-page-title">{t('registrationPage.title')}</h1>
        <p className="lead">{t('registrationPage.description')}</p>
      </section>
      <div className="container registration-page__grid">
        <div className="registration-page__details">
          <h2>{t('registrationPage.whatYouGetTitle')}</h2>
          <ul className="registration-page__points">
            {points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <p className="registration-page__bonus">{t('registrationPage.bonus')}</p>
          <WebinarTimeline variant="full" />
        </div>
        <section
          id="registration-form"
          className="registration-page__form"
          aria-labelledby="registration-page-form-title"
        >
          <h2 id="registration-page-form-title">
            {t(sessionAhead ? 'registrationPage.formTitle' : 'registrationPage.formWaitlistTitle')}
          </h2>
          <DeferredSection section={RegistrationPageForm} />
        </section>
      </div>
    </div>
  );
}
