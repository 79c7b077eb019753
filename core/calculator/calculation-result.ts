import type { Money } from '../money/money';
import type { FundId } from './index-funds';

/**
 * A signed whole number of tetri: returns are negative when a fund loses money. `Money` cannot hold
 * them (it is never negative), so they are a plain integer.
 */
export type SignedTetri = number;

/** The portfolio at the end of one month (docs/calculator.md "Inputs and limits" `monthlyProjections`). */
export interface MonthlyProjection {
  /** 1 = the end of the first month. */
  readonly month: number;
  readonly totalInvested: Money;
  readonly totalValue: Money;
  readonly totalReturns: SignedTetri;
}

/** One fund's share of the result (docs/calculator.md "Formulas" `fundBreakdowns`). */
export interface FundBreakdown {
  readonly fundId: FundId;
  readonly fundName: string;
  readonly fundNameKa: string;
  readonly percentage: number;
  readonly monthlyAmount: Money;
  readonly initialInvestment: Money;
  readonly totalInvested: Money;
  readonly totalValue: Money;
  readonly totalReturns: SignedTetri;
  /** Gross annual return, percent (15.71 for NASDAQ-100). */
  readonly annualReturn: number;
  readonly expenseRatio: number;
}

/** Invested, final value and returns in one currency. */
export interface CurrencyFigures {
  readonly totalInvested: number;
  readonly totalValue: number;
  readonly totalReturns: number;
}

/** docs/calculator.md "Exchange rate" `currencyResults`: GEL in tetri, USD in whole dollars (rounded, docs/calculator.md "Inputs and limits"). */
export interface CurrencyResults {
  readonly gel: CurrencyFigures;
  readonly usd: CurrencyFigures;
  readonly exchangeRate: number;
  readonly exchangeRateTimestamp: string;
}

/** docs/calculator.md "Formulas" `inflationAdjusted` (see docs/decisions.md "Investment calculator" for each figure). */
export interface InflationAdjusted {
  /** The final value in today's lari: nominal ÷ (1 + inflation)^years. */
  readonly totalValue: Money;
  /** That real value minus the sum paid in. */
  readonly totalReturns: SignedTetri;
  /** What the sum paid in would have to grow to just to keep today's buying power. */
  readonly equivalentTodayValue: Money;
}

/** docs/calculator.md; money in tetri. */
export interface CalculationResult {
  readonly initialInvestment: Money;
  readonly monthlyAmount: Money;
  readonly durationYears: number;
  readonly isPortfolio: true;
  readonly totalInvested: Money;
  readonly totalValue: Money;
  readonly totalReturns: SignedTetri;
  /** Returns as a percent of the sum paid in. */
  readonly roiPercent: number;
  readonly monthlyProjections: readonly MonthlyProjection[];
  readonly fundBreakdowns: readonly FundBreakdown[];
  /** Allocation-weighted gross annual return, percent. */
  readonly averageAnnualReturn: number;
  /** Allocation-weighted expense ratio, percent. */
  readonly averageExpenseRatio: number;
  readonly inflationRate: number;
  readonly inflationAdjusted: InflationAdjusted;
  readonly currencyResults: CurrencyResults;
}
