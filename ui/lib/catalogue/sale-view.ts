import { cohortOnSale } from '../../../core/cohort/cohort-on-sale';
import type { Cohort } from '../../../core/site-config/site-config';
import type { CatalogueSale, OfferedCohort } from './catalogue';
import type { CatalogueState } from './use-catalogue';

/**
 * What the pricing card and the checkout show (docs/purchase.md "Sale states"):
 * - `pending` while the catalogue is on its way (and in the prerendered HTML): the build's latest
 *   cohort as information only, and nothing offered for sale, because the server decides;
 * - `known`: the sale state, the cohort on offer (none once closed) and the clock to count on —
 *   the server's when the catalogue answered, else the build's cohorts on the visitor's clock.
 */
export type SaleView =
  | { readonly status: 'pending'; readonly cohort: OfferedCohort | undefined }
  | {
      readonly status: 'known';
      readonly sale: CatalogueSale;
      readonly cohort: OfferedCohort | undefined;
      /** The server's clock, or the visitor's when the catalogue could not be had. */
      readonly fromServer: boolean;
    };

/** The view of the catalogue's state, falling back to the build's cohorts (`now`) on failure. */
export function saleViewOf(
  state: CatalogueState,
  cohorts: readonly Cohort[],
  now: () => Date,
): SaleView {
  if (state.status === 'ready') {
    const { sale, cohort } = state.catalogue;
    return { status: 'known', sale, cohort, fromServer: true };
  }
  if (state.status === 'loading') return { status: 'pending', cohort: cohorts.at(-1) };
  // Without the server the seats are unknown: the checkout itself refuses a full cohort.
  const offer = cohortOnSale(cohorts, now());
  if (offer.status === 'closed') {
    return { status: 'known', sale: { state: 'closed' }, cohort: undefined, fromServer: false };
  }
  const sale: CatalogueSale =
    offer.status === 'open' ? { state: 'open' } : { state: 'not_yet_open', opensAt: offer.opensAt };
  return { status: 'known', sale, cohort: offer.cohort, fromServer: false };
}
