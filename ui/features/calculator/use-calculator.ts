import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { UsdRate } from '../../../core/ports/exchange-rates';
import type { CalculatorInputs } from './calculator-query';
import { type CalculatorState, calculatorReducer, IDLE } from './calculator-state';
import { loadEngine, loadResultView } from './lazy-parts';
import { fetchUsdRate } from './usd-rate-request';

/** The calculator's state and its two actions. */
export interface Calculator {
  readonly state: CalculatorState;
  calculate(inputs: CalculatorInputs): void;
  reset(): void;
}

/**
 * Runs the core calculation in the browser (docs/calculator.md "Exchange rate") with the server's USD rate, which is asked
 * for once, right after the page hydrates, so it is usually there before the first click. The
 * calculation code itself loads on demand (`lazy-parts.ts`); "Calculating…" covers both waits.
 */
export function useCalculator(): Calculator {
  const [state, dispatch] = useReducer(calculatorReducer, IDLE);
  const rate = useRef<Promise<UsdRate> | undefined>(undefined);
  const run = useRef(0);
  const usdRate = useCallback(() => {
    rate.current ??= fetchUsdRate();
    return rate.current;
  }, []);

  useEffect(() => {
    void usdRate();
  }, [usdRate]);

  const calculate = useCallback(
    (inputs: CalculatorInputs) => {
      const id = ++run.current;
      dispatch({ type: 'calculate' });
      // The result view is loaded alongside, so success renders at once instead of suspending.
      Promise.all([usdRate(), loadEngine(), loadResultView()])
        .then(([usd, engine]) => {
          if (id !== run.current) return;
          const result = engine.runCalculation(inputs, usd);
          dispatch(
            result.isOk()
              ? { type: 'succeeded', result: result.value, rate: usd }
              : { type: 'failed', error: result.error },
          );
        })
        .catch(() => {
          if (id === run.current) dispatch({ type: 'failed', error: { type: 'unknown' } });
        });
    },
    [usdRate],
  );

  const reset = useCallback(() => {
    run.current += 1;
    dispatch({ type: 'reset' });
  }, []);

  return { state, calculate, reset };
}
