import { useTranslation } from 'react-i18next';
import { InstructorPortrait } from './instructor-portrait';
import './course-sections.css';

/** The bio paragraphs, in reading order. */
const BIO_PARAGRAPHS = ['experience', 'trackRecord', 'teaching'] as const;

/** The instructor facts, from the spec's achievement stats (docs/site.md "Landing sections"). */
const FACTS = ['years', 'trackRecord', 'trained'] as const;

/**
 * The instructor bio (anchor `instructor-bio`, the footer's quick nav scrolls here). The name and
 * bio live in the `product` locales so the team can replace them; the spec's `ge` code is not a
 * language of this site and maps to ka (docs/decisions.md).
 */
export function InstructorBioSection() {
  const { t } = useTranslation('product');
  return (
    <section id="instructor-bio" className="course-section" aria-labelledby="instructor-bio-title">
      <div className="container instructor">
        <InstructorPortrait
          initials={t('instructor.initials')}
          label={t('instructor.portraitLabel')}
        />
        <div>
          <p className="eyebrow">{t('instructor.eyebrow')}</p>
          <h2 id="instructor-bio-title">{t('instructor.name')}</h2>
          <p className="instructor__role">{t('instructor.role')}</p>
          {BIO_PARAGRAPHS.map((paragraph) => (
            <p key={paragraph}>{t(`instructor.bio.${paragraph}`)}</p>
          ))}
          <h3 className="course-visually-hidden">{t('instructor.facts.label')}</h3>
          <dl className="instructor__facts">
            {FACTS.map((fact) => (
              <div key={fact} className="instructor__fact">
                <dt>{t(`instructor.facts.${fact}.label`)}</dt>
                <dd>{t(`instructor.facts.${fact}.value`)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
