import { useTranslation } from 'react-i18next';
import { INPUT_FIELDS } from '../../../core/calculator/calculator-limits';
import type { CalculatorFormProps } from './calculator-form-props';
import { DurationHint } from './duration-hint';

const SLIDER = INPUT_FIELDS.durationSlider;

interface DurationFieldProps {
  /** The number input's id; the two hints' ids derive from it. */
  readonly id: string;
  readonly props: CalculatorFormProps;
}

/**
 * The duration: a slider and a number input beside it (WCAG 2.5.7: no drag-only control), the
 * allowed range and whether the length is recommended. The slider stays inside its own range.
 */
export function DurationField({ id, props }: DurationFieldProps) {
  const { t } = useTranslation('calculator');
  const years = props.inputs.durationYears;
  const invalid = props.invalid.has('durationYears');
  const setYears = (value: string) => props.onChange({ ...props.inputs, durationYears: value });
  const sliderValue = Math.min(SLIDER.max, Math.max(SLIDER.min, Number(years) || SLIDER.min));
  return (
    <div className="calculator__field">
      <label htmlFor={id} className="calculator__label">
        {t('form.duration.label')}
      </label>
      <div className="calculator__duration">
        <input
          type="range"
          className="calculator__slider"
          aria-label={t('form.duration.slider')}
          aria-describedby={`${id}-range ${id}-hint`}
          min={SLIDER.min}
          max={SLIDER.max}
          step={SLIDER.step}
          value={sliderValue}
          onChange={(event) => setYears(event.target.value)}
        />
        <input
          id={id}
          name="durationYears"
          className="calculator__input calculator__input--years"
          type="number"
          inputMode="numeric"
          min={INPUT_FIELDS.durationYears.min}
          max={INPUT_FIELDS.durationYears.max}
          step={INPUT_FIELDS.durationYears.step}
          value={years}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-range ${id}-hint${invalid ? ` ${props.errorId}` : ''}`}
          onChange={(event) => setYears(event.target.value)}
        />
      </div>
      <p id={`${id}-range`} className="calculator__hint">
        {t('form.duration.hint')}
      </p>
      <DurationHint id={`${id}-hint`} years={Number(years)} />
    </div>
  );
}
