import type { TFunction } from 'i18next';
import type { CalculatorState } from './calculator-state';

type FailedState = Extract<CalculatorState, { status: 'error' }>;

/**
 * The red box's text (docs/calculator.md "Inputs and limits"): "Validation failed: " followed by every field's message joined by
 * commas; the deprecated single-fund mode and the unknown fund have their own messages; anything
 * else is "An unknown error occurred". Messages live in `errors.json` under their stable codes.
 */
export function calculatorErrorMessage(
  error: FailedState['error'],
  t: TFunction<readonly ['calculator', 'errors']>,
): string {
  switch (error.type) {
    case 'VALIDATION_ERROR': {
      const messages = error.issues.map((issue) => t(issue.reason, { ns: 'errors' })).join(', ');
      return t('errors.validationFailed', { ns: 'calculator', messages });
    }
    case 'calculator.single_fund_deprecated':
      return t('calculator.single_fund_deprecated', { ns: 'errors' });
    case 'calculator.fund_not_found':
      return t('calculator.fund_not_found', { ns: 'errors', id: error.params?.id ?? '' });
    default:
      return t('calculator.unknown_error', { ns: 'errors' });
  }
}

/** The fields a failed calculation blames, so their inputs can be marked invalid. */
export function invalidFields(state: CalculatorState): ReadonlySet<string> {
  if (state.status !== 'error' || state.error.type !== 'VALIDATION_ERROR') return new Set();
  return new Set(state.error.issues.map((issue) => issue.field));
}
