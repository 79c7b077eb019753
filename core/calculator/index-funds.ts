/** The three index funds the calculator splits money across (docs/calculator.md "Formulas"). */
const FUND_IDS = ['sp-500', 'nasdaq-100', 'total-market'] as const;

/** One fund's id. */
export type FundId = (typeof FUND_IDS)[number];

/**
 * An index fund with its historical figures in basis points (1 % = 100 bp), so the table holds
 * exact integers. Names and descriptions live in the `calculator` locales under `funds.<id>`.
 */
export interface IndexFund {
  readonly id: FundId;
  /** English name ("S&P 500", "NASDAQ-100"), kept for the result's `fundName` (docs/calculator.md "Formulas"). */
  readonly name: string;
  /** Georgian name for `fundNameKa`. */
  readonly nameKa: string;
  readonly annualReturnBp: number;
  readonly expenseRatioBp: number;
  readonly riskLevel: 'high' | 'medium';
  /** Chart and legend colour (contrast ≥ 3:1 on white, WCAG 1.4.11). */
  readonly colour: string;
}

/** docs/calculator.md "Formulas" table: nasdaq-100 15.71 % / 0.20 %, total-market 10.7 % / 0.03 %, sp-500 9.8 % / 0.03 %. */
export const INDEX_FUNDS: Readonly<Record<FundId, IndexFund>> = {
  'sp-500': {
    id: 'sp-500',
    name: 'S&P 500',
    nameKa: 'S&P 500',
    annualReturnBp: 980,
    expenseRatioBp: 3,
    riskLevel: 'medium',
    colour: '#1f4fd1',
  },
  'nasdaq-100': {
    id: 'nasdaq-100',
    name: 'NASDAQ-100',
    nameKa: 'NASDAQ-100',
    annualReturnBp: 1571,
    expenseRatioBp: 20,
    riskLevel: 'high',
    colour: '#0f7a5c',
  },
  'total-market': {
    id: 'total-market',
    name: 'Total US Stock Market',
    nameKa: 'აშშ-ის მთლიანი საფონდო ბაზარი',
    annualReturnBp: 1070,
    expenseRatioBp: 3,
    riskLevel: 'medium',
    colour: '#8a4b08',
  },
};

/** Net return = annual return − expense ratio (docs/calculator.md "Formulas"), in basis points. */
export function netReturnBp(fund: Pick<IndexFund, 'annualReturnBp' | 'expenseRatioBp'>): number {
  return fund.annualReturnBp - fund.expenseRatioBp;
}

/** One fund's share of the money, in whole percent. */
export interface AllocationShare {
  readonly fundId: string;
  readonly percentage: number;
}

/**
 * docs/calculator.md "Inputs and limits", docs/calculator.md "Formulas": 50 % S&P 500, 30 % NASDAQ-100, 20 % total market. The order matters: when tetri are
 * left over after splitting, the earlier fund gets them (core/money/allocate.ts).
 */
export const DEFAULT_ALLOCATION: readonly AllocationShare[] = [
  { fundId: 'sp-500', percentage: 50 },
  { fundId: 'nasdaq-100', percentage: 30 },
  { fundId: 'total-market', percentage: 20 },
];

/** The fund with this id, if the table has it (ids come from allocations, which may be wrong). */
export function findFund(
  id: string,
  funds: Readonly<Record<string, IndexFund>> = INDEX_FUNDS,
): IndexFund | undefined {
  return Object.hasOwn(funds, id) ? funds[id] : undefined;
}
