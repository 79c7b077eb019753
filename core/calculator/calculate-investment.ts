import type { Result } from 'neverthrow';
import { fromLari, type Money } from '../money/money';
import type { CalculationRequest, ExchangeRateInput } from './calculation-request';
import type { CalculationResult, FundBreakdown, MonthlyProjection } from './calculation-result';
import type { CalculatorError } from './calculator-errors';
import { DEFAULT_INFLATION_RATE } from './calculator-limits';
import { DEFAULT_ALLOCATION, INDEX_FUNDS, type IndexFund, netReturnBp } from './index-funds';
import { monthlyRate } from './monthly-rate';
import { projectFundValues } from './project-fund';
import { type FundPlan, resolveAllocation } from './resolve-allocation';
import {
  currencyResults,
  inflationAdjusted,
  portfolioAverages,
  roiPercent,
} from './summary-figures';
import { validateRequest } from './validate-request';

/** Lari as typed → tetri; validation already refused what is not a finite, non-negative amount. */
const toTetri = (lari: number): Money => fromLari(lari).unwrapOr(0 as Money);

function breakdown(plan: FundPlan, months: number, finalValue: Money): FundBreakdown {
  const totalInvested = (plan.initial + plan.monthly * months) as Money;
  return {
    fundId: plan.fund.id,
    fundName: plan.fund.name,
    fundNameKa: plan.fund.nameKa,
    percentage: plan.percentage,
    monthlyAmount: plan.monthly,
    initialInvestment: plan.initial,
    totalInvested,
    totalValue: finalValue,
    totalReturns: finalValue - totalInvested,
    annualReturn: plan.fund.annualReturnBp / 100,
    expenseRatio: plan.fund.expenseRatioBp / 100,
  };
}

/** Sums the funds' rounded values month by month, so every total equals the sum of its parts. */
function projections(
  series: readonly Float64Array[],
  initial: Money,
  monthly: Money,
): MonthlyProjection[] {
  const months = series[0]?.length ?? 0;
  const result: MonthlyProjection[] = new Array(months);
  for (let index = 0; index < months; index += 1) {
    let totalValue = 0;
    for (const values of series) totalValue += Math.round(values[index] ?? 0);
    const totalInvested = initial + monthly * (index + 1);
    result[index] = {
      month: index + 1,
      totalInvested: totalInvested as Money,
      totalValue: totalValue as Money,
      totalReturns: totalValue - totalInvested,
    };
  }
  return result;
}

function assemble(
  request: CalculationRequest,
  rate: ExchangeRateInput,
  plans: readonly FundPlan[],
): CalculationResult {
  const months = request.durationYears * 12;
  const initial = toTetri(request.initialInvestment);
  const monthly = toTetri(request.monthlyAmount);
  const series = plans.map((plan) =>
    projectFundValues(plan.initial, plan.monthly, monthlyRate(netReturnBp(plan.fund)), months),
  );
  const monthlyProjections = projections(series, initial, monthly);
  const last = monthlyProjections[months - 1] as MonthlyProjection;
  const inflationRate = request.inflationRate ?? DEFAULT_INFLATION_RATE;
  return {
    initialInvestment: initial,
    monthlyAmount: monthly,
    durationYears: request.durationYears,
    isPortfolio: true,
    totalInvested: last.totalInvested,
    totalValue: last.totalValue,
    totalReturns: last.totalReturns,
    roiPercent: roiPercent(last.totalInvested, last.totalReturns),
    monthlyProjections,
    fundBreakdowns: plans.map((plan, index) =>
      breakdown(plan, months, Math.round(series[index]?.[months - 1] ?? 0) as Money),
    ),
    ...portfolioAverages(plans),
    inflationRate,
    inflationAdjusted: inflationAdjusted(
      last.totalValue,
      last.totalInvested,
      inflationRate,
      request.durationYears,
    ),
    currencyResults: currencyResults(
      {
        totalInvested: last.totalInvested,
        totalValue: last.totalValue,
        totalReturns: last.totalReturns,
      },
      rate,
    ),
  };
}

/**
 * The investment calculator (docs/calculator.md "Inputs and limits"): splits the money to the tetri
 * and compounds each fund monthly, payments at each month's start. Pure and synchronous, so the
 * page runs it; tests may pass their own `funds`.
 */
export function calculateInvestment(
  request: CalculationRequest,
  rate: ExchangeRateInput,
  funds: Readonly<Record<string, IndexFund>> = INDEX_FUNDS,
): Result<CalculationResult, CalculatorError> {
  return validateRequest(request, rate)
    .andThen(() =>
      resolveAllocation(
        request.allocation ?? DEFAULT_ALLOCATION,
        funds,
        toTetri(request.monthlyAmount),
        toTetri(request.initialInvestment),
      ),
    )
    .map((plans) => assemble(request, rate, plans));
}
