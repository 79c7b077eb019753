import { useTranslation } from 'react-i18next';

/** Keys of the insights under `insights.items` (the copy lives in the `webinar` namespace). */
export const INSIGHT_KEYS = ['career', 'income', 'investing', 'brand', 'plan'] as const;

/** What the webinar teaches, as a short list (docs/webinar.md). */
export function WebinarInsights() {
  const { t } = useTranslation('webinar');
  return (
    <section className="webinar-section" aria-labelledby="webinar-insights-title">
      <h2 id="webinar-insights-title">{t('insights.title')}</h2>
      <ol className="webinar-insights">
        {INSIGHT_KEYS.map((key) => (
          <li key={key} className="webinar-insights__item">
            <h3>{t(`insights.items.${key}.title`)}</h3>
            <p>{t(`insights.items.${key}.description`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
