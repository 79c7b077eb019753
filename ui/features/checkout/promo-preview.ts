import { useSyncExternalStore } from 'react';
import { normalizePromoCode } from '../../../core/site-config/promo-code';

/** What `GET /api/promo-code` says a code makes of the price now (docs/purchase.md "Promo codes"). */
export interface PromoPreview {
  /** Upper case, as the server compares codes. */
  readonly code: string;
  /** The price without the code (early-bird or regular). */
  readonly listPriceTetri: number;
  readonly priceTetri: number;
  readonly discountTetri: number;
}

/*
 * The applied preview, shared by the contact step (which asks for it) and the order summary (which
 * shows it). Both are deferred sections with their own chunks; holding it here rather than in the
 * checkout page keeps the page's initial JavaScript within budget (docs/performance.md "Budgets").
 */
let shown: PromoPreview | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Shows `preview` in the summary (undefined: none). */
export function showPromoPreview(preview: PromoPreview | undefined): void {
  if (preview === shown) return;
  shown = preview;
  for (const listener of listeners) listener();
}

/**
 * Drops the preview unless the field still holds its code: a preview belongs to the code it was
 * asked for, so editing the field (or a step that opens with another code) takes it away.
 */
export function keepPromoPreviewFor(typed: string): void {
  if (shown !== undefined && normalizePromoCode(typed) !== shown.code) showPromoPreview(undefined);
}

/** The applied preview now (what the hook reads once the page is hydrated). */
export function currentPromoPreview(): PromoPreview | undefined {
  return shown;
}

/** The applied preview; none while hydrating, as the prerendered page had none. */
export function usePromoPreview(): PromoPreview | undefined {
  return useSyncExternalStore(subscribe, currentPromoPreview, () => undefined);
}
