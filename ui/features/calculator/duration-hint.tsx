import { useTranslation } from 'react-i18next';
import { RECOMMENDED_MIN_YEARS } from '../../../core/calculator/calculator-limits';

/** docs/calculator.md "Inputs and limits": below 15 years a warning "recommended: 15+ years", otherwise a check mark. */
export function DurationHint({ id, years }: { id: string; years: number }) {
  const { t } = useTranslation('calculator');
  const recommended = Number.isFinite(years) && years >= RECOMMENDED_MIN_YEARS;
  return (
    <p
      id={id}
      className={`calculator__duration-hint calculator__duration-hint--${recommended ? 'ok' : 'warning'}`}
    >
      <span aria-hidden="true">{recommended ? '✓ ' : '⚠ '}</span>
      {t(recommended ? 'form.durationOk' : 'form.durationWarning')}
    </p>
  );
}
