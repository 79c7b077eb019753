import { lazy, Suspense, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLari } from '../../../core/calculator/format-figures';
import { useLanguage } from '../../lib/i18n/use-language';
import { calculatorErrorMessage, invalidFields } from './calculator-error-message';
import { CalculatorForm } from './calculator-form';
import {
  type CalculatorInputs,
  DEFAULT_FORM,
  inputsFromQuery,
  queryFromInputs,
  queryWithoutInputs,
} from './calculator-query';
import { loadResultView, preloadCalculation } from './lazy-parts';
import { useCalculator } from './use-calculator';
import './calculator.css';

const CalculatorResult = lazy(() =>
  loadResultView().then((module) => ({ default: module.CalculatorResult })),
);

/** Puts the inputs in the address bar without a navigation, so the result can be shared (docs/calculator.md "Chart"). */
function replaceQuery(search: string): void {
  const { pathname, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
}

/**
 * `/{lang}/investment-calculator` (docs/calculator.md "States"): inputs panel, calculate and reset, the
 * placeholder, the result (summary, tabs, chart, table) or the red error box, and the disclaimer.
 * The calculation runs here in the browser. A shared URL's inputs are read after hydration (the
 * prerendered HTML is the default form), then calculated at once.
 */
export function CalculatorPage() {
  const { t } = useTranslation(['calculator', 'errors']);
  const language = useLanguage();
  const errorId = useId();
  const [inputs, setInputs] = useState<CalculatorInputs>(DEFAULT_FORM);
  const { state, calculate, reset } = useCalculator();

  useEffect(() => {
    const shared = inputsFromQuery(window.location.search);
    if (shared === undefined) return;
    setInputs(shared);
    calculate(shared);
  }, [calculate]);

  const onCalculate = useCallback(() => {
    replaceQuery(queryFromInputs(inputs, window.location.search));
    calculate(inputs);
  }, [calculate, inputs]);

  const onReset = useCallback(() => {
    setInputs(DEFAULT_FORM);
    reset();
    replaceQuery(queryWithoutInputs(window.location.search));
  }, [reset]);

  // A short sentence for screen readers; the error box is a live alert of its own.
  const live =
    state.status === 'success'
      ? t('live', {
          value: formatLari(state.result.totalValue, language),
          years: state.result.durationYears,
        })
      : '';

  return (
    <div className="container calculator">
      <h1>{t('heading')}</h1>
      <p className="lead">{t('lead')}</p>
      <div className="calculator__layout">
        <CalculatorForm
          onIntent={preloadCalculation}
          inputs={inputs}
          onChange={setInputs}
          onCalculate={onCalculate}
          onReset={onReset}
          busy={state.status === 'calculating'}
          canReset={state.status === 'success' || state.status === 'error'}
          invalid={invalidFields(state)}
          errorId={errorId}
        />
        <div className="calculator__output" aria-busy={state.status === 'calculating'}>
          <p className="visually-hidden" aria-live="polite">
            {live}
          </p>
          <div id={errorId} role="alert" className="calculator__error-slot">
            {state.status === 'error' ? (
              <div className="calculator__error">
                <p className="calculator__error-title">{t('errors.title')}</p>
                <p>{calculatorErrorMessage(state.error, t)}</p>
              </div>
            ) : null}
          </div>
          {state.status === 'success' ? (
            <Suspense fallback={null}>
              <CalculatorResult result={state.result} rate={state.rate} />
            </Suspense>
          ) : state.status === 'error' ? null : (
            <div className="calculator__placeholder">
              <p className="calculator__placeholder-title">{t('placeholder.title')}</p>
              <p>{t('placeholder.body')}</p>
            </div>
          )}
        </div>
      </div>
      <p className="calculator__disclaimer">{t('disclaimer')}</p>
    </div>
  );
}
