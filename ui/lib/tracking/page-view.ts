/** A page view as the spec sends it (docs/messaging.md "Analytics events"). */
export interface PageView {
  readonly path: string;
  readonly title: string;
  readonly referrer: string;
}

/**
 * Query keys never sent to analytics: the payment result token and ids are bearer secrets and
 * contact data is personal (docs/security.md "Thank-you lookup").
 */
export const SENSITIVE_QUERY_KEYS: readonly string[] = [
  'token',
  'order_id',
  'payment_id',
  'transaction_id',
  'email',
  'phone',
];

/** The query string without sensitive keys, with its `?` when anything is left. */
export function stripSensitiveQuery(search: string): string {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  for (const key of SENSITIVE_QUERY_KEYS) params.delete(key);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}

/** A URL (e.g. the referrer) with sensitive query keys removed; non-URLs pass through as ''. */
export function stripSensitiveUrl(url: string): string {
  if (url === '') return '';
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}${stripSensitiveQuery(parsed.search)}`;
  } catch {
    return '';
  }
}
