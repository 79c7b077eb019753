import { describe, expect, it } from 'vitest';
import { calculateInvestment } from './calculate-investment';
import type { CalculationRequest } from './calculation-request';
import { INDEX_FUNDS } from './index-funds';

const RATE = { gelPerUsd: 2.75, asOf: '2026-11-23' };
const DEFAULTS: CalculationRequest = {
  initialInvestment: 0,
  monthlyAmount: 500,
  durationYears: 15,
  usePortfolio: true,
};

const run = (overrides: Partial<CalculationRequest> = {}, rate = RATE) =>
  calculateInvestment({ ...DEFAULTS, ...overrides }, rate);

/** Annuity due plus a lump sum, written out independently of the implementation. */
function closedForm(initial: number, monthly: number, annualPercent: number, months: number) {
  const i = (1 + annualPercent / 100) ** (1 / 12) - 1;
  const growth = (1 + i) ** months;
  return initial * growth + (i === 0 ? monthly * months : (monthly * (1 + i) * (growth - 1)) / i);
}

describe('calculateInvestment with the defaults (0 / 500 / 15 years)', () => {
  const result = run()._unsafeUnwrap();

  it('splits 500 GEL a month 50/30/20 across S&P 500, NASDAQ-100 and the total market', () => {
    expect(
      result.fundBreakdowns.map((f) => [f.fundId, f.percentage, f.monthlyAmount, f.fundName]),
    ).toEqual([
      ['sp-500', 50, 25_000, 'S&P 500'],
      ['nasdaq-100', 30, 15_000, 'NASDAQ-100'],
      ['total-market', 20, 10_000, 'Total US Stock Market'],
    ]);
  });

  it('pays in 180 × 500 GEL and grows each fund like an annuity due at its net rate', () => {
    expect(result.totalInvested).toBe(9_000_000);
    for (const fund of result.fundBreakdowns) {
      const net = fund.annualReturn - fund.expenseRatio;
      expect(Math.abs(fund.totalValue - closedForm(0, fund.monthlyAmount, net, 180))).toBeLessThan(
        1,
      );
    }
    expect(result.totalValue).toBe(result.fundBreakdowns.reduce((s, f) => s + f.totalValue, 0));
    expect(result.totalReturns).toBe(result.totalValue - result.totalInvested);
    expect(result.roiPercent).toBeCloseTo((result.totalReturns / 9_000_000) * 100, 10);
  });

  it('projects every month, ending on the totals', () => {
    expect(result.monthlyProjections).toHaveLength(180);
    expect(result.monthlyProjections[0]).toMatchObject({ month: 1, totalInvested: 50_000 });
    expect(result.monthlyProjections[179]).toEqual({
      month: 180,
      totalInvested: result.totalInvested,
      totalValue: result.totalValue,
      totalReturns: result.totalReturns,
    });
  });

  it('reports allocation-weighted gross return and expense ratio', () => {
    expect(result.averageAnnualReturn).toBeCloseTo(0.5 * 9.8 + 0.3 * 15.71 + 0.2 * 10.7, 10);
    expect(result.averageExpenseRatio).toBeCloseTo(0.5 * 0.03 + 0.3 * 0.2 + 0.2 * 0.03, 10);
    expect(result.isPortfolio).toBe(true);
    expect(result.durationYears).toBe(15);
  });

  it('deflates the final value by 3 % a year and states the break-even figure', () => {
    const factor = 1.03 ** 15;
    expect(result.inflationRate).toBe(3);
    expect(result.inflationAdjusted.totalValue).toBe(Math.round(result.totalValue / factor));
    expect(result.inflationAdjusted.totalReturns).toBe(
      result.inflationAdjusted.totalValue - result.totalInvested,
    );
    expect(result.inflationAdjusted.equivalentTodayValue).toBe(Math.round(9_000_000 * factor));
  });

  it('converts to whole dollars at the given rate and names it', () => {
    const usd = result.currencyResults.usd;
    expect(usd.totalInvested).toBe(Math.round(90_000 / 2.75));
    expect(usd.totalValue).toBe(Math.round(result.totalValue / 100 / 2.75));
    expect(usd.totalReturns).toBe(usd.totalValue - usd.totalInvested);
    expect(result.currencyResults.gel.totalValue).toBe(result.totalValue);
    expect(result.currencyResults.exchangeRate).toBe(2.75);
    expect(result.currencyResults.exchangeRateTimestamp).toBe('2026-11-23');
  });
});

describe('calculateInvestment amounts', () => {
  it('splits the initial investment by the same shares, tetri exact', () => {
    const result = run({ initialInvestment: 1000.01 })._unsafeUnwrap();
    expect(result.fundBreakdowns.map((f) => f.initialInvestment)).toEqual([50_001, 30_000, 20_000]);
    expect(result.totalInvested).toBe(100_001 + 9_000_000);
  });

  it('accepts a custom allocation with decimals summing to 100 within 0.01', () => {
    const allocation = [
      { fundId: 'sp-500', percentage: 33.33 },
      { fundId: 'nasdaq-100', percentage: 33.33 },
      { fundId: 'total-market', percentage: 33.335 },
    ];
    const result = run({ monthlyAmount: 100, allocation })._unsafeUnwrap();
    expect(result.fundBreakdowns.reduce((s, f) => s + f.monthlyAmount, 0)).toBe(10_000);
  });

  it('uses the given inflation rate', () => {
    const result = run({ inflationRate: 0 })._unsafeUnwrap();
    expect(result.inflationAdjusted.totalValue).toBe(result.totalValue);
  });
});

describe('calculateInvestment refusals (docs/calculator.md "Inputs and limits")', () => {
  const issues = (overrides: Partial<CalculationRequest>, rate = RATE) =>
    run(overrides, rate)._unsafeUnwrapErr();

  it.each<[Partial<CalculationRequest>, string, string]>([
    [{ monthlyAmount: Number.NaN }, 'monthlyAmount', 'calculator.monthly_invalid'],
    [{ monthlyAmount: -5 }, 'monthlyAmount', 'calculator.monthly_invalid'],
    [{ monthlyAmount: 49.99 }, 'monthlyAmount', 'calculator.monthly_below_minimum'],
    [{ monthlyAmount: 1_000_000.01 }, 'monthlyAmount', 'calculator.monthly_above_maximum'],
    [
      { initialInvestment: Number.POSITIVE_INFINITY },
      'initialInvestment',
      'calculator.initial_invalid',
    ],
    [{ initialInvestment: -1 }, 'initialInvestment', 'calculator.initial_negative'],
    [{ initialInvestment: 10_000_001 }, 'initialInvestment', 'calculator.initial_above_maximum'],
    [{ durationYears: 2.5 }, 'durationYears', 'calculator.duration_not_whole'],
    [{ durationYears: 0 }, 'durationYears', 'calculator.duration_below_minimum'],
    [{ durationYears: 51 }, 'durationYears', 'calculator.duration_above_maximum'],
    [{ inflationRate: 20.5 }, 'inflationRate', 'calculator.inflation_out_of_range'],
    [{ inflationRate: -1 }, 'inflationRate', 'calculator.inflation_out_of_range'],
    [
      { usePortfolio: 'yes' as unknown as boolean },
      'usePortfolio',
      'calculator.use_portfolio_not_boolean',
    ],
  ])('%o is refused on %s with %s', (overrides, field, reason) => {
    expect(issues(overrides)).toEqual({ type: 'VALIDATION_ERROR', issues: [{ field, reason }] });
  });

  it('accepts the limits themselves', () => {
    expect(
      run({ monthlyAmount: 50, initialInvestment: 10_000_000, durationYears: 50 }).isOk(),
    ).toBe(true);
    expect(run({ monthlyAmount: 1_000_000, durationYears: 1, inflationRate: 20 }).isOk()).toBe(
      true,
    );
  });

  it('refuses an exchange rate outside 0.1–10', () => {
    for (const gelPerUsd of [0.09, 10.01, Number.NaN]) {
      expect(issues({}, { gelPerUsd, asOf: 'x' })).toEqual({
        type: 'VALIDATION_ERROR',
        issues: [{ field: 'exchangeRate', reason: 'calculator.exchange_rate_out_of_range' }],
      });
    }
  });

  it('reports every broken field at once, in form order', () => {
    expect(issues({ monthlyAmount: 10, initialInvestment: -1, durationYears: 0 })).toEqual({
      type: 'VALIDATION_ERROR',
      issues: [
        { field: 'monthlyAmount', reason: 'calculator.monthly_below_minimum' },
        { field: 'initialInvestment', reason: 'calculator.initial_negative' },
        { field: 'durationYears', reason: 'calculator.duration_below_minimum' },
      ],
    });
  });

  it('refuses zero a month: the portfolio needs at least 50 GEL', () => {
    expect(issues({ monthlyAmount: 0 })).toEqual({
      type: 'VALIDATION_ERROR',
      issues: [{ field: 'monthlyAmount', reason: 'calculator.monthly_below_minimum' }],
    });
  });

  it('refuses single-fund mode as deprecated', () => {
    expect(issues({ usePortfolio: false })).toEqual({ type: 'calculator.single_fund_deprecated' });
  });

  it('names an unknown fund id', () => {
    const allocation = [{ fundId: 'ftse-100', percentage: 100 }];
    expect(issues({ allocation })).toEqual({
      type: 'calculator.fund_not_found',
      params: { id: 'ftse-100' },
    });
    expect(issues({ allocation: [{ fundId: 'toString', percentage: 100 }] }).type).toBe(
      'calculator.fund_not_found',
    );
  });

  it.each([
    [[{ fundId: 'sp-500', percentage: 99.98 }], 'calculator.allocation_sum_invalid'],
    [[], 'calculator.allocation_sum_invalid'],
    [
      [
        { fundId: 'sp-500', percentage: 110 },
        { fundId: 'nasdaq-100', percentage: -10 },
      ],
      'calculator.allocation_percentage_invalid',
    ],
  ])('refuses the allocation %o with %s', (allocation, reason) => {
    expect(issues({ allocation })).toEqual({
      type: 'VALIDATION_ERROR',
      issues: [{ field: 'allocation', reason }],
    });
  });

  it('refuses a fund whose annual return is outside -100…100 %', () => {
    const funds = {
      ...INDEX_FUNDS,
      'sp-500': { ...INDEX_FUNDS['sp-500'], annualReturnBp: 10_001 },
    };
    expect(calculateInvestment(DEFAULTS, RATE, funds)._unsafeUnwrapErr()).toEqual({
      type: 'VALIDATION_ERROR',
      issues: [{ field: 'annualReturn', reason: 'calculator.annual_return_out_of_range' }],
    });
  });
});
