/**
 * The token of the waiting-list offer this page was opened with (`?offer=` of the personal link,
 * docs/purchase.md "Waiting list"): the catalogue and the checkout send it, so the seat the offer
 * holds is this visitor's. Undefined outside a browser or without one.
 */
export function pageOfferToken(): string | undefined {
  if (typeof location === 'undefined') return undefined;
  return new URLSearchParams(location.search).get('offer') || undefined;
}
