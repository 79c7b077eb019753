import { type ErrorCode, isErrorCode } from '../../../core/errors/error-codes';
import { normalizePromoCode } from '../../../core/site-config/promo-code';
import { apiGet } from '../../lib/api/api-client';
import type { PromoPreview } from './promo-preview';

/** A code's preview, or the message the field shows instead. */
export type PromoPreviewResult =
  | { readonly ok: true; readonly preview: PromoPreview }
  | { readonly ok: false; readonly code: ErrorCode };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isTetri(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** Reads the 200 answer; anything else is an invalid answer (never shown half-way). */
export function readPromoPreview(data: unknown): PromoPreview | undefined {
  if (!isRecord(data) || typeof data.code !== 'string') return undefined;
  const { code, listPriceTetri, priceTetri, discountTetri } = data;
  if (!isTetri(listPriceTetri) || !isTetri(priceTetri) || !isTetri(discountTetri)) return undefined;
  if (discountTetri <= 0 || listPriceTetri - discountTetri !== priceTetri) return undefined;
  return { code, listPriceTetri, priceTetri, discountTetri };
}

/**
 * Asks `GET /api/promo-code` what the typed code makes of the price now (docs/purchase.md "Promo
 * codes"). Text that cannot be a code is refused here, without a request. A refusal is the
 * server's code (`PROMO_CODE_*`, or why nothing is on sale); no answer is `INTERNAL`.
 */
export async function requestPromoPreview(
  typed: string,
  get: typeof apiGet = apiGet,
): Promise<PromoPreviewResult> {
  const code = normalizePromoCode(typed);
  if (code === undefined) return { ok: false, code: 'PROMO_CODE_UNKNOWN' };
  const result = await get<unknown>(`/promo-code?code=${encodeURIComponent(code)}`);
  if (!result.ok) return { ok: false, code: isErrorCode(result.code) ? result.code : 'INTERNAL' };
  const preview = readPromoPreview(result.data);
  return preview ? { ok: true, preview } : { ok: false, code: 'INTERNAL' };
}
