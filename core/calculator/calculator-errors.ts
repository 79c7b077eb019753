import type { DomainError } from '../errors/domain-error';
import type { ValidationError } from '../errors/validation-error';

/** docs/calculator.md "Inputs and limits". */
type SingleFundDeprecatedError = DomainError<'calculator.single_fund_deprecated'>;

/** docs/calculator.md "Inputs and limits": `params.id` names it. */
type FundNotFoundError = DomainError<'calculator.fund_not_found'>;

/** Why a calculation was refused: bad fields (VALIDATION_ERROR with field codes) or a docs/calculator.md "Inputs and limits" case. */
export type CalculatorError = ValidationError | SingleFundDeprecatedError | FundNotFoundError;
