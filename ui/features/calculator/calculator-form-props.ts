import type { CalculatorInputs } from './calculator-query';

/** What the inputs panel shows and reports. */
export interface CalculatorFormProps {
  readonly inputs: CalculatorInputs;
  readonly onChange: (inputs: CalculatorInputs) => void;
  readonly onCalculate: () => void;
  readonly onReset: () => void;
  readonly busy: boolean;
  /** A result is shown: reset is offered (docs/calculator.md "States"). */
  readonly canReset: boolean;
  /** Fields the last calculation refused, and the id of the message that says why. */
  readonly invalid: ReadonlySet<string>;
  readonly errorId: string;
  /** The visitor started using the form: a good moment to fetch the calculation code. */
  readonly onIntent?: () => void;
}
