import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateInvestment } from './calculate-investment';
import type { CalculationRequest } from './calculation-request';
import type { CalculationResult } from './calculation-result';
import { INDEX_FUNDS, type IndexFund } from './index-funds';

const RATE = { gelPerUsd: 2.75, asOf: '2026-11-23' };

const monthly = fc.integer({ min: 50, max: 1_000_000 });
const initial = fc.integer({ min: 0, max: 10_000_000 });
const years = fc.integer({ min: 1, max: 50 });
/** Net annual returns the rules allow, in basis points (−100 % … 100 %). */
const returnBp = fc.integer({ min: -10_000, max: 10_000 });

/** The spec's three funds, all earning `bp` with no costs. */
function fundsEarning(bp: number): Record<string, IndexFund> {
  return Object.fromEntries(
    Object.values(INDEX_FUNDS).map((fund) => [
      fund.id,
      { ...fund, annualReturnBp: bp, expenseRatioBp: 0 },
    ]),
  );
}

function calculate(
  request: Partial<CalculationRequest>,
  funds: Record<string, IndexFund> = INDEX_FUNDS,
): CalculationResult {
  const full = { initialInvestment: 0, monthlyAmount: 500, durationYears: 15, usePortfolio: true };
  return calculateInvestment({ ...full, ...request }, RATE, funds)._unsafeUnwrap();
}

/** Lump sum plus annuity due, from the formula alone (docs/calculator.md "Inputs and limits"), per fund. */
function closedForm(initialTetri: number, monthlyTetri: number, netPercent: number, n: number) {
  const i = (1 + netPercent / 100) ** (1 / 12) - 1;
  const g = (1 + i) ** n;
  return initialTetri * g + (i === 0 ? monthlyTetri * n : (monthlyTetri * (1 + i) * (g - 1)) / i);
}

describe('calculator properties', () => {
  it('the final value rises with the monthly amount', () => {
    fc.assert(
      fc.property(monthly, monthly, initial, years, (a, b, start, y) => {
        fc.pre(a !== b);
        const [low, high] = a < b ? [a, b] : [b, a];
        const base = { initialInvestment: start, durationYears: y };
        expect(calculate({ ...base, monthlyAmount: high }).totalValue).toBeGreaterThan(
          calculate({ ...base, monthlyAmount: low }).totalValue,
        );
      }),
    );
  });

  it('the final value rises with the duration', () => {
    fc.assert(
      fc.property(years, years, monthly, initial, (a, b, m, start) => {
        fc.pre(a !== b);
        const [low, high] = a < b ? [a, b] : [b, a];
        const base = { monthlyAmount: m, initialInvestment: start };
        expect(calculate({ ...base, durationYears: high }).totalValue).toBeGreaterThan(
          calculate({ ...base, durationYears: low }).totalValue,
        );
      }),
    );
  });

  it('the final value rises with the return (never falls; strictly above −100 %)', () => {
    fc.assert(
      fc.property(returnBp, returnBp, monthly, years, (a, b, m, y) => {
        fc.pre(a !== b);
        const [low, high] = a < b ? [a, b] : [b, a];
        const request = { monthlyAmount: m, durationYears: y };
        const lower = calculate(request, fundsEarning(low)).totalValue;
        const higher = calculate(request, fundsEarning(high)).totalValue;
        if (low > -10_000) expect(higher).toBeGreaterThan(lower);
        else expect(higher).toBeGreaterThanOrEqual(lower);
      }),
    );
  });

  it('with zero return the final value equals the sum paid in, month by month', () => {
    fc.assert(
      fc.property(monthly, initial, years, (m, start, y) => {
        const result = calculate(
          { monthlyAmount: m, initialInvestment: start, durationYears: y },
          fundsEarning(0),
        );
        expect(result.totalValue).toBe((start + m * 12 * y) * 100);
        expect(result.totalReturns).toBe(0);
        for (const p of result.monthlyProjections) expect(p.totalValue).toBe(p.totalInvested);
      }),
    );
  });

  it('the inflation-adjusted value never exceeds the nominal one', () => {
    fc.assert(
      fc.property(
        monthly,
        initial,
        years,
        fc.double({ min: 0, max: 20, noNaN: true }),
        (m, start, y, inflationRate) => {
          const result = calculate({
            monthlyAmount: m,
            initialInvestment: start,
            durationYears: y,
            inflationRate,
          });
          expect(result.inflationAdjusted.totalValue).toBeLessThanOrEqual(result.totalValue);
        },
      ),
    );
  });

  it('allocations sum exactly: monthly, initial, invested and value', () => {
    const shares = fc
      .tuple(fc.nat(10_000), fc.nat(10_000))
      .map(([x, y]) => [Math.min(x, y), Math.max(x, y)] as const)
      .map(([x, y]) => [x / 100, (y - x) / 100, (10_000 - y) / 100]);
    const cents = fc.integer({ min: 5000, max: 100_000_000 }).map((c) => c / 100);
    fc.assert(
      fc.property(
        cents,
        fc.integer({ min: 0, max: 1_000_000_000 }),
        years,
        shares,
        (m, start, y, split) => {
          const allocation = ['sp-500', 'nasdaq-100', 'total-market'].map((fundId, index) => ({
            fundId,
            percentage: split[index] ?? 0,
          }));
          const result = calculate({
            monthlyAmount: m,
            initialInvestment: start / 100,
            durationYears: y,
            allocation,
          });
          const sum = (pick: (f: (typeof result.fundBreakdowns)[number]) => number) =>
            result.fundBreakdowns.reduce((total, f) => total + pick(f), 0);
          expect(sum((f) => f.monthlyAmount)).toBe(Math.round(m * 100));
          expect(sum((f) => f.initialInvestment)).toBe(start);
          expect(sum((f) => f.totalInvested)).toBe(result.totalInvested);
          expect(sum((f) => f.totalValue)).toBe(result.totalValue);
        },
      ),
    );
  });

  // Doubles hold 1-tetri precision only up to about 1e13 tetri; the spec's own funds stay below
  // 1.2e13 at the largest inputs (50 years, 10,000,000 + 1,000,000 a month), so returns that would
  // grow past that (e.g. 95 % a year for 35 years) are outside what a tetri comparison can mean.
  const MEANINGFUL_TETRI = 1.2e13;

  it('matches the closed-form annuity-due formula within 1 tetri per fund', () => {
    fc.assert(
      fc.property(monthly, initial, years, returnBp, (m, start, y, bp) => {
        fc.pre(closedForm(start * 100, m * 100, bp / 100, y * 12) <= MEANINGFUL_TETRI);
        const funds = {
          ...INDEX_FUNDS,
          'nasdaq-100': { ...INDEX_FUNDS['nasdaq-100'], annualReturnBp: bp, expenseRatioBp: 0 },
        };
        const result = calculate(
          { monthlyAmount: m, initialInvestment: start, durationYears: y },
          funds,
        );
        for (const fund of result.fundBreakdowns) {
          const net = fund.annualReturn - fund.expenseRatio;
          const expected = closedForm(fund.initialInvestment, fund.monthlyAmount, net, y * 12);
          expect(Math.abs(fund.totalValue - expected)).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 300 },
    );
  });
});
