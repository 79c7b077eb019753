import { err, ok, type Result } from 'neverthrow';
import { domainError } from '../errors/domain-error';
import { validationError } from '../errors/validation-error';
import { allocate } from '../money/allocate';
import type { Money } from '../money/money';
import type { CalculatorError } from './calculator-errors';
import { CALCULATOR_LIMITS as L } from './calculator-limits';
import { type AllocationShare, findFund, type IndexFund } from './index-funds';

/** One fund's part of the plan: its share and the exact tetri it receives. */
export interface FundPlan {
  readonly fund: IndexFund;
  readonly percentage: number;
  readonly monthly: Money;
  readonly initial: Money;
}

const invalid = (field: string, reason: Parameters<typeof validationError>[0][number]['reason']) =>
  err(validationError([{ field, reason }]));

/** docs/calculator.md "Inputs and limits": the allocated amounts must equal the monthly total (allocate guarantees it; this proves it). */
function allocatedAmountsMatch(amounts: readonly Money[], total: Money): boolean {
  return amounts.reduce((sum, amount) => sum + amount, 0) === total;
}

function checkShares(
  allocation: readonly AllocationShare[],
  funds: Readonly<Record<string, IndexFund>>,
): Result<IndexFund[], CalculatorError> {
  const found: IndexFund[] = [];
  for (const share of allocation) {
    const fund = findFund(share.fundId, funds);
    if (fund === undefined)
      return err(domainError('calculator.fund_not_found', { id: share.fundId }));
    const annualReturn = fund.annualReturnBp / 100;
    if (!(annualReturn >= L.annualReturnMinimum && annualReturn <= L.annualReturnMaximum)) {
      return invalid('annualReturn', 'calculator.annual_return_out_of_range');
    }
    if (!Number.isFinite(share.percentage) || share.percentage < 0) {
      return invalid('allocation', 'calculator.allocation_percentage_invalid');
    }
    found.push(fund);
  }
  const sum = allocation.reduce((total, share) => total + share.percentage, 0);
  if (allocation.length === 0 || Math.abs(sum - 100) > L.allocationTolerance) {
    return invalid('allocation', 'calculator.allocation_sum_invalid');
  }
  return ok(found);
}

/**
 * Checks the portfolio (docs/calculator.md "Inputs and limits": known funds, returns within ±100 %, shares summing to 100 % within
 * 0.01, at least 50 GEL a month) and splits the monthly and initial amounts by the shares with the
 * largest-remainder method, so not one tetri is lost (weights in hundredths of a percent).
 */
export function resolveAllocation(
  allocation: readonly AllocationShare[],
  funds: Readonly<Record<string, IndexFund>>,
  monthly: Money,
  initial: Money,
): Result<FundPlan[], CalculatorError> {
  return checkShares(allocation, funds).andThen((found) => {
    if (monthly < L.monthlyMinimum * 100) {
      return invalid('monthlyAmount', 'calculator.monthly_below_minimum');
    }
    const weights = allocation.map((share) => Math.round(share.percentage * 100));
    const monthlyParts = allocate(monthly, weights);
    const initialParts = allocate(initial, weights);
    if (!allocatedAmountsMatch(monthlyParts, monthly)) {
      return invalid('allocation', 'calculator.allocation_amount_mismatch');
    }
    return ok(
      found.map((fund, index) => ({
        fund,
        percentage: allocation[index]?.percentage ?? 0,
        monthly: monthlyParts[index] ?? (0 as Money),
        initial: initialParts[index] ?? (0 as Money),
      })),
    );
  });
}
