import type { CatalogueSale } from '../../lib/catalogue/catalogue';
import { SaleNotice } from './sale-notice';
import { WaitlistForm } from './waitlist-form';

/** Why nothing can be bought now (full, not yet open, closed), and the waiting list (docs/purchase.md "Sale states"). */
export function SoldOut({
  sale,
  cohortNumber,
  noticeClassName,
}: {
  readonly sale: CatalogueSale;
  readonly cohortNumber: number | undefined;
  readonly noticeClassName: string;
}) {
  return (
    <>
      <SaleNotice sale={sale} cohortNumber={cohortNumber} className={noticeClassName} />
      <WaitlistForm />
    </>
  );
}
