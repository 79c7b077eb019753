import { useTranslation } from 'react-i18next';
import { Accordion } from '../../components/accordion/accordion';
import { useWatchGate } from './use-watch-gate';

/** Keys of the questions under `faq.items`. */
export const WEBINAR_FAQ_KEYS = ['cost', 'call', 'progress', 'language', 'course', 'data'] as const;

/**
 * The webinar page's single-open FAQ (docs/webinar.md "Video progress"); the question why watching
 * comes first only while watching unlocks the call.
 */
export function WebinarFaq() {
  const { t } = useTranslation('webinar');
  const gated = useWatchGate();
  const keys = WEBINAR_FAQ_KEYS.filter((key) => gated || key !== 'progress');
  const items = keys.map((key) => ({
    id: key,
    question: t(`faq.items.${key}.question`),
    answer: <p>{t(`faq.items.${key}.answer`)}</p>,
  }));
  return (
    <section className="webinar-section" id="faq" aria-labelledby="webinar-faq-title">
      <h2 id="webinar-faq-title">{t('faq.title')}</h2>
      <Accordion items={items} headingLevel={3} />
    </section>
  );
}
