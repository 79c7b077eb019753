import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CareerChecklistOffer } from './career-checklist-offer';
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
      <CareerChecklistOffer done={done} onSuccess={() => setDone(true)} />
    </section>
  );
}
