import { useTranslation } from 'react-i18next';
import { CURRICULUM_MODULES } from './curriculum-modules';
import './course-sections.css';

/** The curriculum (anchor `curriculum`): eight weekly modules, each with points or a description. */
export function CurriculumSection() {
  const { t } = useTranslation('product');
  return (
    <section id="curriculum" className="course-section" aria-labelledby="curriculum-title">
      <div className="container">
        <p className="eyebrow">{t('curriculum.eyebrow')}</p>
        <h2 id="curriculum-title">{t('curriculum.title')}</h2>
        <p className="lead">{t('curriculum.lead')}</p>
        <ol className="curriculum">
          {CURRICULUM_MODULES.map((module, index) => {
            const key = `curriculum.modules.${module.id}` as const;
            return (
              <li key={module.id} className="card curriculum__module">
                <p className="curriculum__week">
                  {t('curriculum.weekLabel', { number: index + 1 })}
                </p>
                <h3>{t(`${key}.title`)}</h3>
                <p className="curriculum__subtitle">{t(`${key}.subtitle`)}</p>
                {module.points ? (
                  <ul className="check-list">
                    {module.points.map((point) => (
                      <li key={point}>{t(point)}</li>
                    ))}
                  </ul>
                ) : (
                  <p>{t(module.description)}</p>
                )}
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
