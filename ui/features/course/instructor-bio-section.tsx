import { useTranslation } from 'react-i18next';
import type { ClaimTexts } from '../../../core/site/format-claim';
import { claimTexts } from '../../config/claim-texts';
import { useLanguage } from '../../lib/i18n/use-language';
import { InstructorPortrait } from './instructor-portrait';
import './course-sections.css';

/** The bio paragraphs, in reading order, each with the claim its figure states. */
const BIO_PARAGRAPHS = [
  { key: 'experience', claim: 'yearsExperience' },
  { key: 'trackRecord', claim: 'trackRecord' },
  { key: 'teaching', claim: 'students' },
] as const satisfies readonly { key: string; claim: keyof ClaimTexts }[];

/** The instructor facts: the configured claims (docs/site.md "Claims"). */
const FACTS = [
  { key: 'years', claim: 'yearsExperience' },
  { key: 'trackRecord', claim: 'trackRecord' },
  { key: 'trained', claim: 'students' },
] as const satisfies readonly { key: string; claim: keyof ClaimTexts; className?: string }[];

/**
 * The instructor bio (anchor `instructor-bio`, the footer's quick nav scrolls here). The name and
 * bio live in the `product` locales so the team can replace them; the spec's `ge` code is not a
 * language of this site and maps to ka (docs/decisions.md).
 */
export function InstructorBioSection() {
  const { t } = useTranslation('product');
  const figures = claimTexts[useLanguage()];
  const { yearsExperience: years, trackRecord, students } = figures;
  // A fact whose claim has no basis is left out, and its paragraph is written without the figure.
  const facts = FACTS.flatMap((fact) => {
    const value = figures[fact.claim];
    return value === undefined ? [] : [{ key: fact.key, value }];
  });
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
            <p key={paragraph.key}>
              {figures[paragraph.claim] === undefined
                ? t(`instructor.bioWithoutFigure.${paragraph.key}`)
                : t(`instructor.bio.${paragraph.key}`, { years, trackRecord, students })}
            </p>
          ))}
          {facts.length === 0 ? null : (
            <>
              <h3 className="course-visually-hidden">{t('instructor.facts.label')}</h3>
              <dl className="instructor__facts">
                {facts.map((fact) => (
                  <div key={fact.key} className="instructor__fact">
                    <dt>{t(`instructor.facts.${fact.key}.label`)}</dt>
                    <dd>{fact.value}</dd>
                  </div>
                ))}
              </dl>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
