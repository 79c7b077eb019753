/** Business constants of the calculator (docs/calculator.md "Inputs and limits"). Amounts are in lari as typed. */
export const CALCULATOR_LIMITS = {
  monthlyMinimum: 50,
  monthlyMaximum: 1_000_000,
  initialMaximum: 10_000_000,
  durationMinimum: 1,
  /** The rules allow 50 years; the slider stops at 40 (`SLIDER_MAX_YEARS`). */
  durationMaximum: 50,
  annualReturnMinimum: -100,
  annualReturnMaximum: 100,
  inflationMinimum: 0,
  inflationMaximum: 20,
  exchangeRateMinimum: 0.1,
  exchangeRateMaximum: 10,
  /** Allocation percentages must sum to 100 within this tolerance. */
  allocationTolerance: 0.01,
} as const;

/** Default inflation, percent per year (docs/calculator.md "Number formats"). */
export const DEFAULT_INFLATION_RATE = 3;

/** Duration from which the page shows a check mark instead of the warning (docs/calculator.md "Inputs and limits"). */
export const RECOMMENDED_MIN_YEARS = 15;

/** The form's starting values and what reset restores (docs/calculator.md "States"): initial 0, monthly 500, 15 years. */
export const DEFAULT_INPUTS = {
  initialInvestment: 0,
  monthlyAmount: 500,
  durationYears: 15,
} as const;

/** Input field attributes (docs/calculator.md "Inputs and limits"). */
export const INPUT_FIELDS = {
  initialInvestment: { min: 0, max: 10_000_000, step: 1000 },
  monthlyAmount: { min: 50, max: 1_000_000, step: 50 },
  durationYears: { min: 1, max: 50, step: 1 },
  durationSlider: { min: 1, max: 40, step: 1 },
} as const;
