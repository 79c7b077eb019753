import type { AllocationShare } from './index-funds';

/** Lari per US dollar and the day it applies to (the ExchangeRates port's figure). */
export interface ExchangeRateInput {
  readonly gelPerUsd: number;
  /** `YYYY-MM-DD` or an ISO instant: shown beside the rate as its timestamp (docs/calculator.md "Exchange rate"). */
  readonly asOf: string;
}

/**
 * What the visitor asks for (docs/calculator.md), amounts in lari as typed. Values come
 * from a form or a shared URL, so every field is checked again, types included.
 */
export interface CalculationRequest {
  readonly initialInvestment: number;
  readonly monthlyAmount: number;
  readonly durationYears: number;
  readonly usePortfolio: boolean;
  /** Percent per year; 3 when omitted (docs/calculator.md "Number formats"). */
  readonly inflationRate?: number;
  /** The default 50/30/20 split when omitted. */
  readonly allocation?: readonly AllocationShare[];
}
