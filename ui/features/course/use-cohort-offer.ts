import { useMemo } from 'react';
import type { Cohort } from '../../../core/site-config/site-config';
import { type Catalogue, serverClock } from '../../lib/catalogue/catalogue';
import { type SaleView, saleViewOf } from '../../lib/catalogue/sale-view';
import { useCatalogue } from '../../lib/catalogue/use-catalogue';
import { usePageTime } from '../../lib/clock/use-page-time';
import { systemNow } from '../../lib/cohort/system-now';

/** The cohort on offer and the clock its countdown reads. */
export interface CohortOffer {
  readonly view: SaleView;
  /** The server's clock once the catalogue answered, the visitor's if it failed, else none yet. */
  readonly clock: (() => Date) | undefined;
  /** The instant the page was rendered for while hydrating, then the visitor's minute. */
  readonly minute: Date | undefined;
}

/**
 * What is on sale and on which clock (docs/purchase.md "Sale states"), shared by the pricing hero and
 * the landing hero's countdown: the catalogue is fetched once per page load (loadCatalogue), so both
 * count down to the same cohort on the same clock.
 */
export function useCohortOffer(
  cohorts: readonly Cohort[],
  loadCatalogue?: () => Promise<Catalogue | undefined>,
): CohortOffer {
  const state = useCatalogue(loadCatalogue);
  const minute = usePageTime();
  const view = useMemo(
    () => saleViewOf(state, cohorts, systemNow, minute ?? systemNow()),
    [state, cohorts, minute],
  );
  const offset = state.status === 'ready' ? state.catalogue.serverOffsetMs : undefined;
  const clock = useMemo(
    () =>
      offset !== undefined
        ? serverClock(offset)
        : state.status === 'failed'
          ? systemNow
          : undefined,
    [offset, state.status],
  );
  return { view, clock, minute };
}
