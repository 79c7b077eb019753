import { useTranslation } from 'react-i18next';
import { LectureArt } from './lecture-art';
import type { LectureSlide } from './lecture-slides';

/** One slide, labelled by its position: the drawn picture with its title and caption. */
export function LectureSlideFigure(props: {
  readonly slide: LectureSlide;
  readonly index: number;
  readonly total: number;
  readonly hidden: boolean;
}) {
  const { t } = useTranslation('product');
  const { slide, total } = props;
  const key = `socialProof.carousel.slides.${slide.id}` as const;
  return (
    // The slide group is a <div>: `group` is not an allowed role on <figure> (ARIA in HTML).
    // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern names each slide as a group with aria-roledescription "slide"; a fieldset is for form controls.
    <div
      className="carousel__slide"
      role="group"
      aria-roledescription="slide"
      aria-label={t('socialProof.carousel.slideLabel', { current: props.index + 1, total })}
      hidden={props.hidden}
    >
      <figure>
        <LectureArt motif={slide.motif} tone={slide.tone} label={t(`${key}.alt`)} />
        <figcaption>
          <strong>{t(`${key}.title`)}</strong> {t(`${key}.caption`)}
        </figcaption>
      </figure>
    </div>
  );
}
