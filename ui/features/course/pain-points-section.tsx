import { useTranslation } from 'react-i18next';
import './course-sections.css';

/** The six frustrations the course answers (docs/site.md "Landing sections"). */
const PAIN_POINTS = [
  'plateau',
  'singleIncome',
  'savings',
  'visibility',
  'negotiation',
  'direction',
] as const;

/** "Sound familiar?": the problems a tech professional recognises before the solution is shown. */
export function PainPointsSection() {
  const { t } = useTranslation('product');
  return (
    <section className="course-section" aria-labelledby="pain-points-title">
      <div className="container">
        <p className="eyebrow">{t('painPoints.eyebrow')}</p>
        <h2 id="pain-points-title">{t('painPoints.title')}</h2>
        <p className="lead">{t('painPoints.lead')}</p>
        <ul className="course-grid course-grid--three">
          {PAIN_POINTS.map((point) => (
            <li key={point} className="card pain-point">
              <h3>{t(`painPoints.items.${point}.title`)}</h3>
              <p>{t(`painPoints.items.${point}.description`)}</p>
            </li>
          ))}
        </ul>
        <p className="course-section__closing">{t('painPoints.closing')}</p>
      </div>
    </section>
  );
}
