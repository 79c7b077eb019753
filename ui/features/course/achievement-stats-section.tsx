import { useTranslation } from 'react-i18next';
import { type ClaimStyle, formatClaim } from '../../../core/site/format-claim';
import type { Claims } from '../../../core/site-config/site-config';
import { claims } from '../../config/claims';
import { useLanguage } from '../../lib/i18n/use-language';
import './course-sections.css';

/** The four stats (docs/site.md "Landing sections"), each the configured claim (docs/site.md "Claims"). */
const ACHIEVEMENT_STATS = [
  { key: 'professionals_trained', claim: 'students', style: 'count' },
  { key: 'average_monthly_income', claim: 'averageMonthlyIncomeUsd', style: 'usd' },
  { key: 'instructor_track_record', claim: 'trackRecordUsd', style: 'usd' },
  { key: 'years_experience', claim: 'yearsExperience', style: 'plain' },
] as const satisfies readonly { key: string; claim: keyof Claims; style: ClaimStyle }[];

/** Results in numbers: four stat items, each a number and a label. */
export function AchievementStatsSection() {
  const { t } = useTranslation('product');
  const language = useLanguage();
  return (
    <section className="course-section stats" aria-labelledby="achievement-stats-title">
      <div className="container">
        <h2 id="achievement-stats-title">{t('stats.title')}</h2>
        <dl className="stats__list">
          {ACHIEVEMENT_STATS.map((stat) => (
            <div key={stat.key} className="stats__item">
              <dt>{t(`stats.items.${stat.key}.label`)}</dt>
              <dd>{formatClaim(claims[stat.claim], stat.style, language)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
