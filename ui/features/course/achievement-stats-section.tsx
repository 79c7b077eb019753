import { useTranslation } from 'react-i18next';
import { claimTexts } from '../../config/claim-texts';
import { useLanguage } from '../../lib/i18n/use-language';
import './course-sections.css';

/**
 * Results in numbers (docs/site.md "Landing sections"): each configured claim that has a basis, in
 * the wording the basis supports (docs/site.md "Claims"); the income only as a survey's median or
 * mean with how many answered. No stated claim, no section.
 */
export function AchievementStatsSection() {
  const { t } = useTranslation('product');
  const {
    students,
    averageMonthlyIncome: income,
    trackRecord,
    yearsExperience,
  } = claimTexts[useLanguage()];
  const stats = [
    students && {
      key: 'professionals_trained',
      value: students,
      label: t('stats.items.professionals_trained.label'),
    },
    income && {
      key: 'average_monthly_income',
      value: income.figure,
      label: t(`stats.items.average_monthly_income.${income.measure}`, {
        respondents: income.respondents,
        year: income.year,
      }),
    },
    trackRecord && {
      key: 'instructor_track_record',
      value: trackRecord,
      label: t('stats.items.instructor_track_record.label'),
    },
    yearsExperience && {
      key: 'years_experience',
      value: yearsExperience,
      label: t('stats.items.years_experience.label'),
    },
  ].filter((stat) => typeof stat === 'object');
  if (stats.length === 0) return null;
  return (
    <section className="course-section stats" aria-labelledby="achievement-stats-title">
      <div className="container">
        <h2 id="achievement-stats-title">{t('stats.title')}</h2>
        <dl className="stats__list">
          {stats.map((stat) => (
            <div key={stat.key} className="stats__item">
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
