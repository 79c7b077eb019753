import { calculateInvestment } from '../../../core/calculator/calculate-investment';
import type { UsdRate } from '../../../core/ports/exchange-rates';
import { type CalculatorInputs, requestFromInputs } from './calculator-query';

/**
 * The core calculation for the typed inputs at a rate. Its own chunk: the page's first load does not
 * need it (nor neverthrow); it loads as soon as the visitor touches the form, or with a shared URL.
 */
export function runCalculation(inputs: CalculatorInputs, rate: UsdRate) {
  return calculateInvestment(requestFromInputs(inputs), rate);
}
