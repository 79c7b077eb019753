import { useTranslation } from 'react-i18next';
import type { ClaimTexts } from '../../../core/site/format-claim';
import { claimTexts } from '../../config/claim-texts';
import { useLanguage } from '../../lib/i18n/use-language';
import './course-sections.css';

/** The four stats (docs/site.md "Landing sections"), each the configured claim (docs/site.md "Claims"). */
const ACHIEVEMENT_STATS = [
  { key: 'professionals_trained', claim: 'students' },
  { key: 'average_monthly_income', claim: 'averageMonthlyIncome' },
  { key: 'instructor_track_record', claim: 'trackRecord' },
  { key: 'years_experience', claim: 'yearsExperience' },
] as const satisfies readonly { key: string; claim: keyof ClaimTexts; className?: string }[];

/** Results in numbers: four stat items, each a number and a label. */
export function AchievementStatsSection() {
  const { t } = useTranslation('product');
  const figures = claimTexts[useLanguage()];
  return (
    <section className="course-section stats" aria-labelledby="achievement-stats-title">
      <div className="container">
        <h2 id="achievement-stats-title">{t('stats.title')}</h2>
        <dl className="stats__list">
          {ACHIEVEMENT_STATS.map((stat) => (
            <div key={stat.key} className="stats__item">
              <dt>{t(`stats.items.${stat.key}.label`)}</dt>
              <dd>{figures[stat.claim]}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
