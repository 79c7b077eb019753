// biome-ignore-all lint/a11y/noRedundantRoles: the stacked narrow layout re-displays the table as blocks; Safari then drops native table semantics unless the roles are explicit (docs/calculator.md "Portfolio table").
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FundBreakdown } from '../../../core/calculator/calculation-result';
import { formatLari, formatPercent } from '../../../core/calculator/format-figures';
import { findFund } from '../../../core/calculator/index-funds';
import { useLanguage } from '../../lib/i18n/use-language';

/** The table's columns in order: the fund's name, then its figures. */
export const PORTFOLIO_COLUMNS = [
  'fund',
  'share',
  'monthly',
  'invested',
  'value',
  'gain',
  'returns',
] as const;

/** One fund's row: its swatch and name, then each figure labelled for the stacked layout. */
export function PortfolioFundRow({ fund }: { readonly fund: FundBreakdown }) {
  const { t } = useTranslation('calculator');
  const language = useLanguage();
  const cells: Record<(typeof PORTFOLIO_COLUMNS)[number], ReactNode> = {
    fund: null,
    share: formatPercent(fund.percentage, language, 0),
    monthly: formatLari(fund.monthlyAmount, language),
    invested: formatLari(fund.totalInvested, language),
    value: formatLari(fund.totalValue, language),
    gain: formatLari(fund.totalReturns, language),
    // One element: in the stacked layout the cell is a flex row of its label and value.
    returns: (
      <span className="calculator__pair">
        <span>{formatPercent(fund.annualReturn, language, 2)}</span> /{' '}
        <span>{formatPercent(fund.expenseRatio, language, 2)}</span>
      </span>
    ),
  };
  return (
    <tr data-fund={fund.fundId} role="row">
      <th scope="row" role="rowheader">
        <span
          className="calculator__swatch"
          style={{ background: findFund(fund.fundId)?.colour }}
          aria-hidden="true"
        />
        {t(`funds.${fund.fundId}.name`)}
      </th>
      {PORTFOLIO_COLUMNS.slice(1).map((column) => (
        <td key={column} role="cell" data-label={t(`portfolio.${column}`)}>
          {cells[column]}
        </td>
      ))}
    </tr>
  );
}
