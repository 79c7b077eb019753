import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExitIntentForm } from './exit-intent-form';
import './exit-intent.css';

/**
 * `/{lang}/career-checklist`: the exit-intent offer as a page (docs/webinar.md "Leads and exit
 * intent"). The popup needs JavaScript; this page is its equivalent without it, linked from the
 * footer's `<noscript>` block, and where a refused checklist post is shown again.
 */
export function CareerChecklistPage() {
  const { t } = useTranslation('common');
  const [done, setDone] = useState(false);
  return (
    <section className="container page-intro exit-intent" aria-labelledby="checklist-title">
      <h1 id="checklist-title">{t('exitIntent.title')}</h1>
      {done ? (
        <p className="exit-intent__success" role="status">
          {t('exitIntent.success')}
        </p>
      ) : (
        <>
          <p className="exit-intent__lead">{t('exitIntent.lead')}</p>
          <ul className="exit-intent__points">
            <li>{t('exitIntent.points.cv')}</li>
            <li>{t('exitIntent.points.interview')}</li>
            <li>{t('exitIntent.points.salary')}</li>
          </ul>
          <ExitIntentForm onSuccess={() => setDone(true)} />
        </>
      )}
    </section>
  );
}
