import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CarouselControls } from './carousel-controls';
import { LectureSlideFigure } from './lecture-slide-figure';
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
      <CarouselControls
        slidesId={slidesId}
        position={t('socialProof.carousel.position', { current: current + 1, total })}
        onStep={go}
      />
      <div id={slidesId} className="carousel__slides">
        {slides.map((slide, index) => (
          <LectureSlideFigure
            key={slide.id}
            slide={slide}
            index={index}
            total={total}
            hidden={index !== current}
          />
        ))}
      </div>
    </section>
  );
}
