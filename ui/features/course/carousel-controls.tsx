import { useTranslation } from 'react-i18next';

/** The previous and next buttons around the politely announced position ("2 of 4"). */
export function CarouselControls(props: {
  readonly slidesId: string;
  readonly position: string;
  readonly onStep: (delta: number) => void;
}) {
  const { t } = useTranslation('product');
  const step = { slidesId: props.slidesId, onStep: props.onStep };
  return (
    <div className="carousel__controls">
      <CarouselButton {...step} arrow="←" label={t('socialProof.carousel.previous')} delta={-1} />
      <p className="carousel__position" aria-live="polite" aria-atomic="true">
        {props.position}
      </p>
      <CarouselButton {...step} arrow="→" label={t('socialProof.carousel.next')} delta={1} />
    </div>
  );
}

/** One step button: the arrow is decoration, the name is the visually hidden label. */
function CarouselButton(props: {
  readonly slidesId: string;
  readonly arrow: string;
  readonly label: string;
  readonly delta: number;
  readonly onStep: (delta: number) => void;
}) {
  return (
    <button
      type="button"
      className="carousel__button"
      aria-controls={props.slidesId}
      onClick={() => props.onStep(props.delta)}
    >
      <span aria-hidden="true">{props.arrow}</span>
      <span className="course-visually-hidden">{props.label}</span>
    </button>
  );
}
