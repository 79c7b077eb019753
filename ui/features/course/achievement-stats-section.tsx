import { useTranslation } from 'react-i18next';
import './course-sections.css';

/** The stats the spec names, with its defaults in the locales (docs/site.md "Landing sections"). */
export const ACHIEVEMENT_STATS = [
  'professionals_trained',
  'average_monthly_income',
  'instructor_track_record',
  'years_experience',
] as const;

/** Results in numbers: four stat items, each a number and a label. */
export function AchievementStatsSection() {
  const { t } = useTranslation('product');
  return (
    <section className="course-section stats" aria-labelledby="achievement-stats-title">
      <div className="container">
        <h2 id="achievement-stats-title">{t('stats.title')}</h2>
        <dl className="stats__list">
          {ACHIEVEMENT_STATS.map((stat) => (
            <div key={stat} className="stats__item">
              <dt>{t(`stats.items.${stat}.label`)}</dt>
              <dd>{t(`stats.items.${stat}.number`)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
