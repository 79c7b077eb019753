import type { Money } from '../money/money';
import type { ExchangeRateInput } from './calculation-request';
import type {
  CurrencyFigures,
  CurrencyResults,
  InflationAdjusted,
  SignedTetri,
} from './calculation-result';
import type { FundPlan } from './resolve-allocation';

/** Returns as a percent of the sum paid in; 0 when nothing was paid in. */
export function roiPercent(invested: Money, returns: SignedTetri): number {
  return invested === 0 ? 0 : (returns / invested) * 100;
}

/** Allocation-weighted averages of the funds' gross return and expense ratio, in percent. */
export function portfolioAverages(plans: readonly FundPlan[]): {
  averageAnnualReturn: number;
  averageExpenseRatio: number;
} {
  const weighted = (pick: (plan: FundPlan) => number) =>
    plans.reduce((sum, plan) => sum + pick(plan) * plan.percentage, 0) / 10_000;
  return {
    averageAnnualReturn: weighted((plan) => plan.fund.annualReturnBp),
    averageExpenseRatio: weighted((plan) => plan.fund.expenseRatioBp),
  };
}

/**
 * docs/calculator.md "Formulas", rounded to
 * the tetri; the break-even figure compounds the sum paid in the other way.
 */
export function inflationAdjusted(
  totalValue: Money,
  totalInvested: Money,
  inflationRate: number,
  years: number,
): InflationAdjusted {
  const factor = (1 + inflationRate / 100) ** years;
  const real = Math.round(totalValue / factor) as Money;
  return {
    totalValue: real,
    totalReturns: real - totalInvested,
    equivalentTodayValue: Math.round(totalInvested * factor) as Money,
  };
}

/** Whole dollars for an amount of tetri at `gelPerUsd` lari a dollar (docs/calculator.md "Exchange rate"). */
function tetriToUsd(amount: number, gelPerUsd: number): number {
  return Math.round(amount / 100 / gelPerUsd);
}

/**
 * GEL figures in tetri and USD figures in whole dollars. USD returns are value minus invested in
 * dollars, so the three dollar figures always add up on the page.
 */
export function currencyResults(gel: CurrencyFigures, rate: ExchangeRateInput): CurrencyResults {
  const totalInvested = tetriToUsd(gel.totalInvested, rate.gelPerUsd);
  const totalValue = tetriToUsd(gel.totalValue, rate.gelPerUsd);
  return {
    gel,
    usd: { totalInvested, totalValue, totalReturns: totalValue - totalInvested },
    exchangeRate: rate.gelPerUsd,
    exchangeRateTimestamp: rate.asOf,
  };
}
