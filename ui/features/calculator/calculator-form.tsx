import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT_FIELDS } from '../../../core/calculator/calculator-limits';
import { keepEarlyInput } from '../../lib/forms/keep-early-input';
import type { CalculatorFormProps } from './calculator-form-props';
import { DurationField } from './duration-field';

interface AmountFieldProps {
  readonly field: 'initialInvestment' | 'monthlyAmount';
  readonly labelKey: 'form.initial' | 'form.monthly';
  readonly props: CalculatorFormProps;
}

function AmountField({ field, labelKey, props }: AmountFieldProps) {
  const { t } = useTranslation('calculator');
  const id = useId();
  const limits = INPUT_FIELDS[field];
  const invalid = props.invalid.has(field);
  return (
    <div className="calculator__field">
      <label htmlFor={id} className="calculator__label">
        {t(`${labelKey}.label`)}
      </label>
      <input
        id={id}
        name={field}
        className="calculator__input"
        type="number"
        inputMode="decimal"
        min={limits.min}
        max={limits.max}
        step={limits.step}
        value={props.inputs[field]}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-hint${invalid ? ` ${props.errorId}` : ''}`}
        onChange={(event) => props.onChange({ ...props.inputs, [field]: event.target.value })}
      />
      <p id={`${id}-hint`} className="calculator__hint">
        {t(`${labelKey}.hint`)}
      </p>
    </div>
  );
}

/**
 * The inputs panel (docs/calculator.md "Inputs and limits"): initial investment, monthly amount and
 * the duration. The browser's own constraint bubbles are off (`noValidate`) so the spec's messages
 * are the ones shown.
 */
export function CalculatorForm(props: CalculatorFormProps) {
  const { t } = useTranslation('calculator');
  const durationId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onCalculate();
  };
  return (
    <form
      ref={keepEarlyInput}
      className="calculator__form"
      noValidate
      onSubmit={submit}
      onFocus={props.onIntent}
      onPointerDown={props.onIntent}
    >
      <fieldset className="calculator__fieldset">
        <legend className="calculator__legend">{t('form.legend')}</legend>
        <AmountField field="initialInvestment" labelKey="form.initial" props={props} />
        <AmountField field="monthlyAmount" labelKey="form.monthly" props={props} />
        <DurationField id={durationId} props={props} />
      </fieldset>
      <div className="calculator__buttons">
        <button type="submit" className="button button--primary" disabled={props.busy}>
          {t(props.busy ? 'form.calculating' : 'form.calculate')}
        </button>
        {props.canReset ? (
          <button type="button" className="button button--secondary" onClick={props.onReset}>
            {t('form.reset')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
