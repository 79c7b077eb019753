import type { PageId } from '../../../core/site/routes';

/** One header navigation entry: the page it opens and its label key in `common.json`. */
export interface NavItem {
  pageId: PageId;
  labelKey: 'nav.home' | 'nav.investmentCalculator' | 'nav.webinar' | 'nav.checkout';
}

/**
 * The header navigation in spec order (docs/site.md "Navigation and layout"). Links carry the language prefix so a click does not
 * go through the legacy unprefixed redirects.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { pageId: 'home', labelKey: 'nav.home' },
  { pageId: 'investment-calculator', labelKey: 'nav.investmentCalculator' },
  { pageId: 'webinar', labelKey: 'nav.webinar' },
  { pageId: 'checkout', labelKey: 'nav.checkout' },
];
