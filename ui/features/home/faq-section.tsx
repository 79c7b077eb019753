import { useTranslation } from 'react-i18next';
import { Accordion } from '../../components/accordion/accordion';
import { GuaranteeConditionsLink } from '../../components/guarantee/guarantee-conditions';
import { useScheduling } from '../../components/scheduling/scheduling-context';
import { trackEvent } from '../../lib/tracking/track-event';
import { faqEntries } from './faq-items';

/**
 * The FAQ (`id="faq"`, docs/site.md "Landing sections"): a single-open collapsible accordion, then a button opening the
 * scheduling popup with source `faq_cta` and the `cta_clicked` event of docs/webinar.md "Booking modal".
 */
export function FaqSection() {
  const { t } = useTranslation('faq');
  const { t: common } = useTranslation('common');
  const scheduling = useScheduling();
  const items = faqEntries((key) => t(key)).map((entry) => ({
    id: entry.id,
    question: entry.question,
    // The guarantee's answer links to its conditions (docs/legal.md "Refund policy").
    answer:
      entry.id === 'guarantee' ? (
        <p>
          {entry.answer}{' '}
          <GuaranteeConditionsLink>
            {common('guarantee.conditionsInPolicy')}
          </GuaranteeConditionsLink>
          .
        </p>
      ) : (
        <p>{entry.answer}</p>
      ),
  }));
  function bookConsultation() {
    trackEvent('cta_clicked', { label: 'schedule_consultation', source: 'faq_bottom_cta' });
    scheduling.open('faq_cta');
  }
  return (
    <section className="home-section" id="faq" aria-labelledby="faq-title">
      <div className="container home-faq">
        <h2 id="faq-title">{t('title')}</h2>
        <p className="lead">{t('intro')}</p>
        <Accordion items={items} headingLevel={3} />
        <div className="home-faq__cta card">
          <h3>{t('bottomCta.title')}</h3>
          <p>{t('bottomCta.description')}</p>
          <button type="button" className="button button--primary" onClick={bookConsultation}>
            {t('bottomCta.button')}
          </button>
        </div>
      </div>
    </section>
  );
}
