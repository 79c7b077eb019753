// biome-ignore-all lint/a11y/noRedundantRoles: the stacked narrow layout re-displays the table as blocks; Safari then drops native table semantics unless the roles are explicit (docs/calculator.md "Portfolio table").
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalculationResult } from '../../../core/calculator/calculation-result';
import { formatLari, formatPercent } from '../../../core/calculator/format-figures';
import { findFund } from '../../../core/calculator/index-funds';
import { useLanguage } from '../../lib/i18n/use-language';
import { TableScroll } from './table-scroll';

/** The table's columns in order: the fund's name, then its figures. */
const COLUMNS = ['fund', 'share', 'monthly', 'invested', 'value', 'gain', 'returns'] as const;

/** The portfolio tab: each fund's share, monthly amount, invested sum, value and gain (docs/calculator.md "Formulas"). */
export function PortfolioPanel({ result }: { result: CalculationResult }) {
  const { t } = useTranslation('calculator');
  const language = useLanguage();
  const net = result.averageAnnualReturn - result.averageExpenseRatio;
  return (
    <>
      <h3>{t('portfolio.heading')}</h3>
      <TableScroll label={t('portfolio.caption')}>
        <table className="calculator__table calculator__portfolio-table" role="table">
          <caption className="visually-hidden">{t('portfolio.caption')}</caption>
          <thead role="rowgroup">
            <tr role="row">
              {COLUMNS.map((column) => (
                <th key={column} scope="col" role="columnheader">
                  {t(`portfolio.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {result.fundBreakdowns.map((fund) => {
              const cells: Record<(typeof COLUMNS)[number], ReactNode> = {
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
                <tr key={fund.fundId} data-fund={fund.fundId} role="row">
                  <th scope="row" role="rowheader">
                    <span
                      className="calculator__swatch"
                      style={{ background: findFund(fund.fundId)?.colour }}
                      aria-hidden="true"
                    />
                    {t(`funds.${fund.fundId}.name`)}
                  </th>
                  {COLUMNS.slice(1).map((column) => (
                    <td key={column} role="cell" data-label={t(`portfolio.${column}`)}>
                      {cells[column]}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      <p className="calculator__note">
        {t('portfolio.averages', {
          return: formatPercent(result.averageAnnualReturn, language, 2),
          costs: formatPercent(result.averageExpenseRatio, language, 2),
          net: formatPercent(net, language, 2),
        })}
      </p>
    </>
  );
}
