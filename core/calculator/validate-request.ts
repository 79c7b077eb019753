import { err, ok, type Result } from 'neverthrow';
import { domainError } from '../errors/domain-error';
import type { ErrorCode } from '../errors/error-codes';
import { type FieldIssue, validationError } from '../errors/validation-error';
import type { CalculationRequest, ExchangeRateInput } from './calculation-request';
import type { CalculatorError } from './calculator-errors';
import { DEFAULT_INFLATION_RATE, CALCULATOR_LIMITS as L } from './calculator-limits';

/** One field rule: the code it reports, or undefined when the value passes. */
type Rule = (value: unknown) => ErrorCode | undefined;

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * docs/calculator.md "Inputs and limits": a finite number, not negative; above 0 it must be at least 50; at most
 * 1,000,000. Zero passes here (the amount type allows it); the portfolio rule refuses it later.
 */
const monthlyRule: Rule = (value) => {
  if (!isNumber(value) || value < 0) return 'calculator.monthly_invalid';
  if (value > 0 && value < L.monthlyMinimum) return 'calculator.monthly_below_minimum';
  if (value > L.monthlyMaximum) return 'calculator.monthly_above_maximum';
  return undefined;
};

/** docs/calculator.md "Inputs and limits": negative is refused; the input field's maximum 10,000,000 is enforced too. */
const initialRule: Rule = (value) => {
  if (!isNumber(value)) return 'calculator.initial_invalid';
  if (value < 0) return 'calculator.initial_negative';
  if (value > L.initialMaximum) return 'calculator.initial_above_maximum';
  return undefined;
};

/** docs/calculator.md "Inputs and limits": whole years, 1 to 50. */
const durationRule: Rule = (value) => {
  if (!isNumber(value) || !Number.isInteger(value)) return 'calculator.duration_not_whole';
  if (value < L.durationMinimum) return 'calculator.duration_below_minimum';
  if (value > L.durationMaximum) return 'calculator.duration_above_maximum';
  return undefined;
};

const withinRule =
  (min: number, max: number, code: ErrorCode): Rule =>
  (value) =>
    isNumber(value) && value >= min && value <= max ? undefined : code;

const inflationRule = withinRule(
  L.inflationMinimum,
  L.inflationMaximum,
  'calculator.inflation_out_of_range',
);
const exchangeRateRule = withinRule(
  L.exchangeRateMinimum,
  L.exchangeRateMaximum,
  'calculator.exchange_rate_out_of_range',
);
const booleanRule: Rule = (value) =>
  typeof value === 'boolean' ? undefined : 'calculator.use_portfolio_not_boolean';

/**
 * Checks every field and reports all broken rules at once, in form order, so the page can say
 * "Validation failed: " followed by each field's message (docs/calculator.md "Inputs and limits"). Then the docs/calculator.md "Inputs and limits" special cases:
 * single-fund mode is deprecated. The allocation is checked by `resolveAllocation`.
 */
export function validateRequest(
  request: CalculationRequest,
  rate: ExchangeRateInput,
): Result<void, CalculatorError> {
  const checks: readonly [string, Rule, unknown][] = [
    ['monthlyAmount', monthlyRule, request.monthlyAmount],
    ['initialInvestment', initialRule, request.initialInvestment],
    ['durationYears', durationRule, request.durationYears],
    ['inflationRate', inflationRule, request.inflationRate ?? DEFAULT_INFLATION_RATE],
    ['exchangeRate', exchangeRateRule, rate.gelPerUsd],
    ['usePortfolio', booleanRule, request.usePortfolio],
  ];
  const issues: FieldIssue[] = checks.flatMap(([field, rule, value]) => {
    const reason = rule(value);
    return reason === undefined ? [] : [{ field, reason }];
  });
  if (issues.length > 0) return err(validationError(issues));
  if (request.usePortfolio === false) return err(domainError('calculator.single_fund_deprecated'));
  return ok(undefined);
}
