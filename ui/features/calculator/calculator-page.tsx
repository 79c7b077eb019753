import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidFields } from './calculator-error-message';
import { CalculatorForm } from './calculator-form';
import { CalculatorOutput } from './calculator-output';
import { preloadCalculation } from './lazy-parts';
import { useCalculator } from './use-calculator';
import { useCalculatorInputs } from './use-calculator-inputs';
import './calculator.css';

/**
 * `/{lang}/investment-calculator` (docs/calculator.md "States"): inputs panel, calculate and reset, the
 * placeholder, the result (summary, tabs, chart, table) or the red error box, and the disclaimer.
 * The calculation runs here in the browser. A shared URL's inputs are read after hydration (the
 * prerendered HTML is the default form), then calculated at once.
 */
export function CalculatorPage() {
  const { t } = useTranslation(['calculator', 'errors']);
  const errorId = useId();
  const calculator = useCalculator();
  const form = useCalculatorInputs(calculator);
  const { state } = calculator;
  return (
    <div className="container calculator">
      <h1>{t('heading')}</h1>
      <p className="lead">{t('lead')}</p>
      <div className="calculator__layout">
        <CalculatorForm
          {...form}
          onIntent={preloadCalculation}
          busy={state.status === 'calculating'}
          canReset={state.status === 'success' || state.status === 'error'}
          invalid={invalidFields(state)}
          errorId={errorId}
        />
        <CalculatorOutput state={state} errorId={errorId} />
      </div>
      <p className="calculator__disclaimer">{t('disclaimer')}</p>
    </div>
  );
}
