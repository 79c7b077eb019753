import { useMemo } from 'react';
import type { CheckoutContext } from '../../../core/checkout/checkout-steps';
import { type ChargedPrice, chargedPriceAt } from '../../../core/pricing/charged-price';
import { siteCohorts } from '../../config/site-cohorts';
import { serverClock } from '../../lib/catalogue/catalogue';
import { loadCatalogue } from '../../lib/catalogue/load-catalogue';
import { type SaleView, saleViewOf } from '../../lib/catalogue/sale-view';
import { useCatalogue } from '../../lib/catalogue/use-catalogue';
import { renderInstant } from '../../lib/clock/render-instant';
import { systemNow } from '../../lib/cohort/system-now';

/** What is on sale and at what price, as the checkout shows it. */
interface CheckoutSale {
  readonly sale: SaleView;
  readonly quote: ChargedPrice | undefined;
}

/**
 * The sale and the price the order would be opened at. A refused checkout asks the catalogue again
 * at once: when the sale changed meanwhile (the last seat went, registration closed) the page then
 * shows why and the waiting list.
 */
export function useCheckoutSale(error: CheckoutContext['error']): CheckoutSale {
  const catalogueState = useCatalogue(
    loadCatalogue,
    error?.kind === 'initiation' ? error : undefined,
  );
  // Until the catalogue answers (moments after load), the instant the page was rendered for decides.
  const sale = useMemo(
    () => saleViewOf(catalogueState, siteCohorts, systemNow, renderInstant()),
    [catalogueState],
  );
  // The price at the server's clock once known (asked again at each configured change), before
  // that at the instant the page was rendered for: the server renders the page again at every
  // price change, so this is the price the order would be opened at. The summary shows it alone,
  // never a struck-through price (docs/purchase.md "Course and price").
  const quote = useMemo(() => {
    const cohort = sale.cohort;
    if (cohort === undefined) return undefined;
    const at =
      catalogueState.status === 'ready'
        ? serverClock(catalogueState.catalogue.serverOffsetMs)()
        : (renderInstant() ?? systemNow());
    return chargedPriceAt(at, cohort);
  }, [sale, catalogueState]);
  return { sale, quote };
}
