/*
 * What the site shell and the checkout page need to know of a page's campaign link before the
 * campaign module (first-touch-campaign.ts) has loaded: small, as it ships with every page.
 */

/** sessionStorage key of the promo code a `?code=` link carried (versioned like the other keys). */
export const PROMO_CODE_KEY = 'promo-code-v1';

/** Whether a page's query has campaign tags or a promo code for the campaign module to keep. */
export function carriesCampaign(search: string): boolean {
  return /utm_|code=/.test(search);
}

/**
 * Whether a link left a promo code in this tab, or this page's own link carries one (kept only once
 * the campaign module has loaded), without reading it: the checkout page asks only this, so its
 * contact step hydrates at once to show the code, and reads it with the campaign module's code.
 */
export function hasKeptPromoCode(): boolean {
  try {
    return sessionStorage.getItem(PROMO_CODE_KEY) !== null || /[?&]code=/.test(location.search);
  } catch {
    return false;
  }
}
