import type { ValidationError } from '../errors/validation-error';
import type { DomainError } from '../shared/domain-error';

/** Spec §8 "Single-fund mode requested". */
type SingleFundDeprecatedError = DomainError<'calculator.single_fund_deprecated'>;

/** Spec §8 "Unknown fund id": `params.id` names it. */
type FundNotFoundError = DomainError<'calculator.fund_not_found'>;

/** Why a calculation was refused: bad fields (VALIDATION_ERROR with field codes) or a spec §8 case. */
export type CalculatorError = ValidationError | SingleFundDeprecatedError | FundNotFoundError;
