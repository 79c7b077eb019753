// biome-ignore-all lint/a11y/noRedundantRoles: the stacked narrow layout re-displays the table as blocks; Safari then drops native table semantics unless the roles are explicit (docs/calculator.md "Portfolio table").
import { useTranslation } from 'react-i18next';
import type { CalculationResult } from '../../../core/calculator/calculation-result';
import { formatPercent } from '../../../core/calculator/format-figures';
import { useLanguage } from '../../lib/i18n/use-language';
import { PORTFOLIO_COLUMNS, PortfolioFundRow } from './portfolio-fund-row';
import { TableScroll } from './table-scroll';

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
              {PORTFOLIO_COLUMNS.map((column) => (
                <th key={column} scope="col" role="columnheader">
                  {t(`portfolio.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {result.fundBreakdowns.map((fund) => (
              <PortfolioFundRow key={fund.fundId} fund={fund} />
            ))}
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
