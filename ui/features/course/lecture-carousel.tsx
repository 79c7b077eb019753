import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LectureArt } from './lecture-art';
import { DEFAULT_LECTURE_SLIDES, type LectureSlide, stepSlide } from './lecture-slides';

/**
 * The lecture-photo carousel (WAI-ARIA APG carousel pattern): a labelled region, one slide shown at
 * a time as a labelled group, previous and next buttons with names, the position announced politely.
 * No autoplay, so nothing moves unless the visitor asks.
 */
export function LectureCarousel({
  slides = DEFAULT_LECTURE_SLIDES,
}: {
  readonly slides?: readonly LectureSlide[];
}) {
  const { t } = useTranslation('product');
  const [current, setCurrent] = useState(0);
  const slidesId = useId();
  const total = slides.length;
  const go = (delta: number) => setCurrent((index) => stepSlide(index, delta, total));
  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={t('socialProof.carousel.label')}
    >
      <div className="carousel__controls">
        <button
          type="button"
          className="carousel__button"
          aria-controls={slidesId}
          onClick={() => go(-1)}
        >
          <span aria-hidden="true">←</span>
          <span className="course-visually-hidden">{t('socialProof.carousel.previous')}</span>
        </button>
        <p className="carousel__position" aria-live="polite" aria-atomic="true">
          {t('socialProof.carousel.position', { current: current + 1, total })}
        </p>
        <button
          type="button"
          className="carousel__button"
          aria-controls={slidesId}
          onClick={() => go(1)}
        >
          <span aria-hidden="true">→</span>
          <span className="course-visually-hidden">{t('socialProof.carousel.next')}</span>
        </button>
      </div>
      <div id={slidesId} className="carousel__slides">
        {slides.map((slide, index) => {
          const key = `socialProof.carousel.slides.${slide.id}` as const;
          return (
            // The slide group is a <div>: `group` is not an allowed role on <figure> (ARIA in HTML).
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern names each slide as a group with aria-roledescription "slide"; a fieldset is for form controls.
            <div
              key={slide.id}
              className="carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t('socialProof.carousel.slideLabel', { current: index + 1, total })}
              hidden={index !== current}
            >
              <figure>
                <LectureArt motif={slide.motif} tone={slide.tone} label={t(`${key}.alt`)} />
                <figcaption>
                  <strong>{t(`${key}.title`)}</strong> {t(`${key}.caption`)}
                </figcaption>
              </figure>
            </div>
          );
        })}
      </div>
    </section>
  );
}
