import { apiPost } from '../../lib/api/api-client';

/** What asking for the bank's page came to: its address, or the refusal's code. */
export type InstalmentRequestResult =
  | { readonly ok: true; readonly checkoutUrl: string }
  | { readonly ok: false; readonly code: string };

/** The bank's page: absolute, or a path of the local demo bank. */
const BANK_PAGE = /^(https:\/\/|http:\/\/127\.0\.0\.1[:/]|http:\/\/localhost[:/]|\/)\S+$/;

/**
 * `POST /api/checkout/instalment` for the open order (docs/purchase.md "Bank instalments"). Not
 * retried: the server sends an order to the bank once.
 */
export async function requestInstalment(
  orderToken: string,
  post: typeof apiPost = apiPost,
): Promise<InstalmentRequestResult> {
  const result = await post<unknown>(
    '/checkout/instalment',
    { orderToken },
    { retry: { retries: 0 }, retryWithoutAnswer: false },
  );
  if (!result.ok) return { ok: false, code: result.code };
  const url = (result.data as { checkoutUrl?: unknown } | null)?.checkoutUrl;
  return typeof url === 'string' && BANK_PAGE.test(url)
    ? { ok: true, checkoutUrl: url }
    : { ok: false, code: 'INVALID_RESPONSE_FORMAT' };
}
