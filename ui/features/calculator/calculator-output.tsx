import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLari } from '../../../core/calculator/format-figures';
import { useLanguage } from '../../lib/i18n/use-language';
import { calculatorErrorMessage } from './calculator-error-message';
import type { CalculatorState } from './calculator-state';
import { loadResultView } from './lazy-parts';

const CalculatorResult = lazy(() =>
  loadResultView().then((module) => ({ default: module.CalculatorResult })),
);

/**
 * The output column: a short sentence for screen readers, the red error box (a live alert of its
 * own, `errorId` names it for the fields), then the result or, before the first one, the placeholder.
 */
export function CalculatorOutput({ state, errorId }: { state: CalculatorState; errorId: string }) {
  const { t } = useTranslation(['calculator', 'errors']);
  const language = useLanguage();
  const live =
    state.status === 'success'
      ? t('live', {
          value: formatLari(state.result.totalValue, language),
          years: state.result.durationYears,
        })
      : '';
  return (
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
  );
}
