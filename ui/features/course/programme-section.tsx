import { useTranslation } from 'react-i18next';
import { GuaranteeConditionsNote } from '../../components/guarantee/guarantee-conditions';
import './course-sections.css';

/** The three pillars of the programme (docs/site.md "Landing sections"). */
const PILLARS = ['career', 'income', 'wealth'] as const;

/** What the purchase includes; every item is a fact from docs/site.md "Landing sections". */
const PACKAGE_ITEMS = [
  'live',
  'cohort',
  'materials',
  'community',
  'certificate',
  'access',
  'guarantee',
] as const;

/** The solution: the three pillars the course works on and the items of the package. */
export function ProgrammeSection() {
  const { t } = useTranslation('product');
  return (
    <section
      id="programme"
      className="course-section course-section--tinted"
      aria-labelledby="programme-title"
    >
      <div className="container">
        <p className="eyebrow">{t('programme.eyebrow')}</p>
        <h2 id="programme-title">{t('programme.title')}</h2>
        <p className="lead">{t('programme.lead')}</p>
        <ol className="course-grid course-grid--three pillars">
          {PILLARS.map((pillar) => (
            <li key={pillar} className="card pillar">
              <h3>{t(`programme.pillars.${pillar}.title`)}</h3>
              <p>{t(`programme.pillars.${pillar}.description`)}</p>
            </li>
          ))}
        </ol>
        <div className="package">
          <h3>{t('programme.package.title')}</h3>
          <ul className="check-list">
            {PACKAGE_ITEMS.map((item) => (
              <li key={item}>
                {t(`programme.package.items.${item}`)}
                {item === 'guarantee' ? <GuaranteeConditionsNote /> : null}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
