import { describe, expect, it } from 'vitest';
import { calculateInvestment } from '../../../core/calculator/calculate-investment';
import type { UsdRate } from '../../../core/ports/exchange-rates';
import { type CalculatorState, calculatorReducer, IDLE } from './calculator-state';

const rate: UsdRate = { gelPerUsd: 2.75, asOf: '2026-11-23', source: 'fallback' };
const result = calculateInvestment(
  { initialInvestment: 0, monthlyAmount: 500, durationYears: 15, usePortfolio: true },
  rate,
)._unsafeUnwrap();
const calculating: CalculatorState = { status: 'calculating' };
const error = { type: 'calculator.single_fund_deprecated' } as const;

describe('calculator states (docs/calculator.md "Formulas")', () => {
  it('goes idle → calculating → success, and error clears the result', () => {
    const busy = calculatorReducer(IDLE, { type: 'calculate' });
    expect(busy).toEqual(calculating);
    const done = calculatorReducer(busy, { type: 'succeeded', result, rate });
    expect(done).toEqual({ status: 'success', result, rate });
    const again = calculatorReducer(done, { type: 'calculate' });
    expect(calculatorReducer(again, { type: 'failed', error })).toEqual({ status: 'error', error });
  });

  it('ignores a second calculate while busy and answers that arrive after reset', () => {
    expect(calculatorReducer(calculating, { type: 'calculate' })).toBe(calculating);
    expect(calculatorReducer(IDLE, { type: 'succeeded', result, rate })).toBe(IDLE);
    expect(calculatorReducer(IDLE, { type: 'failed', error })).toBe(IDLE);
  });

  it('resets from any state to idle', () => {
    for (const state of [calculating, { status: 'success', result, rate } as const, IDLE]) {
      expect(calculatorReducer(state, { type: 'reset' })).toEqual(IDLE);
    }
  });
});
