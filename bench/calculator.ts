/**
 * `npm run bench:calculator` (docs/performance.md "Budgets" budget "Calculator (50 years, 3 funds, monthly):
 * compute ≤ 1 % of a 16 ms frame"). Times the whole core calculation for 50
 * years (validation, exact split, 3 × 600 compounding steps, monthly projections, breakdowns,
 * inflation and USD figures) plus the chart sampling, against a baseline measured in the same run:
 * a bare loop doing the same 1,800 compounding steps into typed arrays. Rounds alternate A B A B;
 * each figure is the median of the rounds. Node, no CPU throttling: the browser at 4× slowdown
 * costs about four times these figures.
 */
import { calculateInvestment } from '../core/calculator/calculate-investment';
import { chartSamples } from '../core/calculator/chart-samples';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 2000);
const FRAME_MS = 16;
const YEARS = 50;
const MONTHS = YEARS * 12;
const RATE = { gelPerUsd: 2.7086, asOf: '2026-11-23' };
const REQUEST = {
  initialInvestment: 10_000,
  monthlyAmount: 500,
  durationYears: YEARS,
  usePortfolio: true,
} as const;
/** The three funds' monthly net rates, as the calculator derives them. */
const MONTHLY_RATES = [0.0977, 0.1551, 0.1067].map((annual) => (1 + annual) ** (1 / 12) - 1);

let sink = 0;

function calculatorOnce(): void {
  const result = calculateInvestment(REQUEST, RATE)._unsafeUnwrap();
  sink += chartSamples(result.monthlyProjections, YEARS).length + result.totalValue;
}

/** The irreducible work: 3 funds × 600 months of (balance + payment) × (1 + rate). */
function baselineOnce(): void {
  for (const rate of MONTHLY_RATES) {
    const values = new Float64Array(MONTHS);
    let balance = 333_300;
    for (let month = 0; month < MONTHS; month += 1) {
      balance = (balance + 16_700) * (1 + rate);
      values[month] = balance;
    }
    sink += values[MONTHS - 1] ?? 0;
  }
}

/** Mean microseconds per call over one round. */
function timeRound(run: () => void): number {
  const started = process.hrtime.bigint();
  for (let i = 0; i < ITERATIONS; i += 1) run();
  return Number(process.hrtime.bigint() - started) / 1000 / ITERATIONS;
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

// Warm both paths up so the JIT has compiled them before anything is measured.
for (let i = 0; i < 500; i += 1) {
  calculatorOnce();
  baselineOnce();
}

const calculatorRounds: number[] = [];
const baselineRounds: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  calculatorRounds.push(timeRound(calculatorOnce));
  baselineRounds.push(timeRound(baselineOnce));
}

const calculatorUs = median(calculatorRounds);
const baselineUs = median(baselineRounds);
const frameShare = (calculatorUs / 1000 / FRAME_MS) * 100;
const budgetShare = 1;
console.log(
  [
    `Calculator, ${YEARS} years, 3 funds, monthly (median of ${ROUNDS} rounds × ${ITERATIONS} runs, A B interleaved)`,
    `  calculation + chart sampling: ${calculatorUs.toFixed(1)} µs = ${frameShare.toFixed(2)} % of a ${FRAME_MS} ms frame (budget ${budgetShare} %)${frameShare > budgetShare ? '  ABOVE BUDGET' : ''}`,
    `  baseline (bare loop, ${3 * MONTHS} compounding steps): ${baselineUs.toFixed(1)} µs = ${((baselineUs / 1000 / FRAME_MS) * 100).toFixed(2)} % of a frame`,
    `  ratio calculation / baseline: ${(calculatorUs / baselineUs).toFixed(1)}×`,
    `  rounds (µs): calculation ${calculatorRounds.map((v) => v.toFixed(1)).join(' ')}; baseline ${baselineRounds.map((v) => v.toFixed(1)).join(' ')}`,
  ].join('\n'),
);
if (sink === 0) console.log('(unreachable: keeps the work observable)');
