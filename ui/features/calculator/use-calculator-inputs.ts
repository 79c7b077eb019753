import { useCallback, useEffect, useState } from 'react';
import type { CalculatorFormProps } from './calculator-form-props';
import {
  type CalculatorInputs,
  DEFAULT_FORM,
  inputsFromQuery,
  queryFromInputs,
  queryWithoutInputs,
} from './calculator-query';
import type { Calculator } from './use-calculator';

/** The form's value and the handlers that change it, as the form takes them. */
type CalculatorFormState = Pick<
  CalculatorFormProps,
  'inputs' | 'onChange' | 'onCalculate' | 'onReset'
>;

/** Puts the inputs in the address bar without a navigation, so the result can be shared (docs/calculator.md "Chart"). */
function replaceQuery(search: string): void {
  const { pathname, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
}

/**
 * The form's inputs, kept in the address bar: a shared URL's inputs are read after hydration (the
 * prerendered HTML is the default form) and calculated at once; calculate and reset rewrite the query.
 */
export function useCalculatorInputs({ calculate, reset }: Calculator): CalculatorFormState {
  const [inputs, setInputs] = useState<CalculatorInputs>(DEFAULT_FORM);

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

  return { inputs, onChange: setInputs, onCalculate, onReset };
}
