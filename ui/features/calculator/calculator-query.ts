import type { CalculationRequest } from '../../../core/calculator/calculation-request';
import { DEFAULT_INPUTS } from '../../../core/calculator/calculator-limits';

/** The form's values as typed: strings, so a half-typed or empty field stays what the visitor sees. */
export interface CalculatorInputs {
  readonly initialInvestment: string;
  readonly monthlyAmount: string;
  readonly durationYears: string;
}

/** Initial 0, monthly 500, 15 years (docs/calculator.md "States"): the first view and what reset restores. */
export const DEFAULT_FORM: CalculatorInputs = {
  initialInvestment: String(DEFAULT_INPUTS.initialInvestment),
  monthlyAmount: String(DEFAULT_INPUTS.monthlyAmount),
  durationYears: String(DEFAULT_INPUTS.durationYears),
};

/** Query keys of a shared result: short, readable, stable (`?initial=0&monthly=500&years=15`). */
const KEYS = {
  initialInvestment: 'initial',
  monthlyAmount: 'monthly',
  durationYears: 'years',
} as const satisfies Record<keyof CalculatorInputs, string>;

/** No field needs more; a longer value is someone's paste and is cut. */
const MAX_LENGTH = 24;

/** The inputs a shared URL carries, or undefined when it carries none (then nothing is calculated). */
export function inputsFromQuery(search: string): CalculatorInputs | undefined {
  const params = new URLSearchParams(search);
  const fields = Object.keys(KEYS) as (keyof CalculatorInputs)[];
  if (!fields.some((field) => params.has(KEYS[field]))) return undefined;
  const read = (field: keyof CalculatorInputs) =>
    (params.get(KEYS[field]) ?? DEFAULT_FORM[field]).trim().slice(0, MAX_LENGTH);
  return {
    initialInvestment: read('initialInvestment'),
    monthlyAmount: read('monthlyAmount'),
    durationYears: read('durationYears'),
  };
}

/** The query that reproduces a calculation, other parameters (campaign tags) kept. */
export function queryFromInputs(inputs: CalculatorInputs, currentSearch = ''): string {
  const params = new URLSearchParams(currentSearch);
  for (const field of Object.keys(KEYS) as (keyof CalculatorInputs)[]) {
    params.set(KEYS[field], inputs[field].trim());
  }
  return `?${params.toString()}`;
}

/** The current query without the calculator's keys (reset), `''` when nothing is left. */
export function queryWithoutInputs(currentSearch: string): string {
  const params = new URLSearchParams(currentSearch);
  for (const key of Object.values(KEYS)) params.delete(key);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}

/** An empty field is not zero: it fails as "not a number" (docs/calculator.md "Inputs and limits"). */
const toNumber = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/** The core request for the typed values: always portfolio mode with 3 % inflation. */
export function requestFromInputs(inputs: CalculatorInputs): CalculationRequest {
  return {
    initialInvestment: toNumber(inputs.initialInvestment),
    monthlyAmount: toNumber(inputs.monthlyAmount),
    durationYears: toNumber(inputs.durationYears),
    usePortfolio: true,
  };
}
