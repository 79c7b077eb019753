import type { CalculationResult } from '../../../core/calculator/calculation-result';
import type { CalculatorError } from '../../../core/calculator/calculator-errors';
import type { UsdRate } from '../../../core/ports/exchange-rates';

/** docs/calculator.md "States": idle (no result), calculating (button disabled), success, error (result cleared). */
export type CalculatorState =
  | { readonly status: 'idle' }
  | { readonly status: 'calculating' }
  | { readonly status: 'success'; readonly result: CalculationResult; readonly rate: UsdRate }
  | { readonly status: 'error'; readonly error: CalculatorError | { readonly type: 'unknown' } };

/** What happens to the calculator. */
export type CalculatorEvent =
  | { readonly type: 'calculate' }
  | { readonly type: 'succeeded'; readonly result: CalculationResult; readonly rate: UsdRate }
  | { readonly type: 'failed'; readonly error: CalculatorError | { readonly type: 'unknown' } }
  | { readonly type: 'reset' };

/** The first state: no result yet, the placeholder shows. */
export const IDLE: CalculatorState = { status: 'idle' };

/**
 * The calculator's transitions. A second calculate while one runs is ignored (the button is
 * disabled anyway); a late answer after reset is dropped, so reset always wins.
 */
export function calculatorReducer(state: CalculatorState, event: CalculatorEvent): CalculatorState {
  switch (event.type) {
    case 'calculate':
      return state.status === 'calculating' ? state : { status: 'calculating' };
    case 'succeeded':
      return state.status === 'calculating'
        ? { status: 'success', result: event.result, rate: event.rate }
        : state;
    case 'failed':
      return state.status === 'calculating' ? { status: 'error', error: event.error } : state;
    case 'reset':
      return IDLE;
  }
}
