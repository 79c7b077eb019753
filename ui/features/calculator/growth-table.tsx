import { useTranslation } from 'react-i18next';
import { formatLari } from '../../../core/calculator/format-figures';
import { useLanguage } from '../../lib/i18n/use-language';
import type { GrowthBar } from './growth-bars';
import { TableScroll } from './table-scroll';

/** The chart's numbers as a real table (docs/calculator.md "Chart": a table beside the chart). */
export function GrowthTable({ bars }: { bars: readonly GrowthBar[] }) {
  const { t } = useTranslation('calculator');
  const language = useLanguage();
  return (
    <TableScroll label={t('table.caption')}>
      <table className="calculator__table calculator__growth-table">
        <caption>{t('table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.year')}</th>
            <th scope="col">{t('table.invested')}</th>
            <th scope="col">{t('table.gain')}</th>
            <th scope="col">{t('table.value')}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.year}>
              <th scope="row">{bar.year}</th>
              <td>{formatLari(bar.invested, language)}</td>
              <td>{formatLari(bar.value - bar.invested, language)}</td>
              <td>{formatLari(bar.value, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
