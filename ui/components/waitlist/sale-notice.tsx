import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../core/language/format-calendar-date';
import { tbilisiWallTime } from '../../../core/time/tbilisi-time';
import type { CatalogueSale } from '../../lib/catalogue/catalogue';
import { useLanguage } from '../../lib/i18n/use-language';

/**
 * Why nothing can be bought now, in the page language (docs/purchase.md "Sale states"): the cohort
 * is full, its registration opens later (when, on the Tbilisi clock), or registration is closed.
 */
export function SaleNotice({
  sale,
  cohortNumber,
  className,
}: {
  readonly sale: CatalogueSale;
  readonly cohortNumber: number | undefined;
  readonly className: string;
}) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const number = cohortNumber ?? 0;
  if (sale.state === 'not_yet_open' && sale.opensAt !== undefined) {
    const opens = tbilisiWallTime(sale.opensAt);
    const date = formatCalendarDate(opens.date, language) ?? opens.date;
    return <p className={className}>{t('sale.notYetOpen', { number, date, time: opens.time })}</p>;
  }
  const key = sale.state === 'full' ? 'sale.full' : 'sale.closed';
  return <p className={className}>{t(key, { number })}</p>;
}
