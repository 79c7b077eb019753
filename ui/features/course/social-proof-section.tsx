import { useTranslation } from 'react-i18next';
import { claimTexts } from '../../config/claim-texts';
import { useLanguage } from '../../lib/i18n/use-language';
import { LectureCarousel } from './lecture-carousel';
import type { LectureSlide } from './lecture-slides';
import { VIDEO_PROOF_ITEMS } from './social-proof-videos';
import { VideoProofCard } from './video-proof-card';
import './course-sections.css';
import './social-proof.css';

/** The community facts listed under the carousel (docs/site.md "Landing sections" marketing claims, docs/site.md "Landing sections" stats). */
const METRICS = ['trained', 'rating', 'cohort', 'live'] as const;

/** The metrics that state a claim, each shown only when its claim is (docs/site.md "Claims"). */
const CLAIM_METRICS = { trained: 'students', rating: 'rating' } as const;

/** Props of the social-proof section. */
export interface SocialProofSectionProps {
  /** The carousel's slides; the default four when omitted (docs/site.md "Landing sections"). */
  readonly slides?: readonly LectureSlide[];
}

/** Social proof: three videos with view badges, the lecture-photo carousel and community metrics. */
export function SocialProofSection({ slides }: SocialProofSectionProps) {
  const { t } = useTranslation('product');
  // The students and rating claims as configured, each only with a basis (docs/site.md "Claims").
  const figures = claimTexts[useLanguage()];
  const metrics = METRICS.filter(
    (metric) =>
      !(metric in CLAIM_METRICS) ||
      figures[CLAIM_METRICS[metric as keyof typeof CLAIM_METRICS]] !== undefined,
  );
  return (
    <section
      id="social-proof"
      className="course-section course-section--tinted"
      aria-labelledby="social-proof-title"
    >
      <div className="container">
        <p className="eyebrow">{t('socialProof.eyebrow')}</p>
        <h2 id="social-proof-title">{t('socialProof.title')}</h2>
        <p className="lead">{t('socialProof.lead')}</p>
        <h3>{t('socialProof.videos.heading')}</h3>
        <ul className="course-grid course-grid--three">
          {VIDEO_PROOF_ITEMS.map((item) => (
            <li key={item.id}>
              <VideoProofCard item={item} />
            </li>
          ))}
        </ul>
        <div className="social-proof__lower">
          <div>
            <h3>{t('socialProof.carousel.heading')}</h3>
            <LectureCarousel {...(slides ? { slides } : {})} />
          </div>
          <div>
            <h3>{t('socialProof.metrics.heading')}</h3>
            <ul className="check-list">
              {metrics.map((metric) => (
                <li key={metric}>
                  {t(`socialProof.metrics.items.${metric}`, {
                    students: figures.students,
                    rating: figures.rating?.figure,
                    respondents: figures.rating?.respondents,
                    year: figures.rating?.year,
                  })}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
