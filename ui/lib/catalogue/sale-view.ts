import { cohortOnSale } from '../../../core/cohort/cohort-on-sale';
import type { Cohort } from '../../../core/site-config/site-config';
import type { CatalogueSale, OfferedCohort } from './catalogue';
import type { CatalogueState } from './use-catalogue';

/**
 * What the pricing card and checkout show (docs/purchase.md "Sale states"): `pending` while the
 * catalogue is awaited and a cohort was open at the render instant (shown, not for sale); else
 * `known`, on the server's clock or the visitor's.
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

/**
 * The sale as the configuration alone says it at `at`: open (seats unknown until the server
 * answers), not yet open with when, or closed. Only "open" needs the server: the seats may be gone.
 */
function configuredSale(cohorts: readonly Cohort[], at: Date): SaleView {
  const offer = cohortOnSale(cohorts, at);
  if (offer.status === 'open') return { status: 'pending', cohort: offer.cohort };
  if (offer.status === 'closed') {
    return { status: 'known', sale: { state: 'closed' }, cohort: undefined, fromServer: false };
  }
  const sale: CatalogueSale = { state: 'not_yet_open', opensAt: offer.opensAt };
  return { status: 'known', sale, cohort: offer.cohort, fromServer: false };
}

/**
 * The view of the catalogue's state. While it loads, the configuration at `renderedAt` (the instant
 * the page was rendered for) decides everything but the seats; when it failed, the configuration on
 * the visitor's clock (`now`), the checkout itself refusing a full cohort.
 */
export function saleViewOf(
  state: CatalogueState,
  cohorts: readonly Cohort[],
  now: () => Date,
  renderedAt: Date | undefined = undefined,
): SaleView {
  if (state.status === 'ready') {
    const { sale, cohort } = state.catalogue;
    return { status: 'known', sale, cohort, fromServer: true };
  }
  if (state.status === 'loading') return configuredSale(cohorts, renderedAt ?? now());
  const view = configuredSale(cohorts, now());
  return view.status === 'pending'
    ? { status: 'known', sale: { state: 'open' }, cohort: view.cohort, fromServer: false }
    : view;
}
