/** Longest value accepted in a provider callback field (the longest documented field is 2048). */
const MAX_VALUE_LENGTH = 4096;
/** More fields than any real callback carries (about 40). */
const MAX_FIELDS = 64;
const KEY_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;

/**
 * Flattens a decoded callback body (JSON object or form fields) to text values, the form Flitt signs
 * (docs/integrations.md "Flitt signature": numbers as their decimal text). Anything that is not a flat object of strings
 * and finite numbers is refused (docs/security.md "Payment callbacks"): nested values, arrays,
 * booleans, null, repeated form keys, odd key names, oversized values. Returns null when refused.
 */
export function flattenCallbackBody(body: unknown): Record<string, string> | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const entries = Object.entries(body);
  if (entries.length === 0 || entries.length > MAX_FIELDS) return null;
  const flat: Record<string, string> = {};
  for (const [key, value] of entries) {
    if (!KEY_PATTERN.test(key)) return null;
    let text: string;
    if (typeof value === 'string') text = value;
    else if (typeof value === 'number' && Number.isFinite(value)) text = String(value);
    else return null;
    if (text.length > MAX_VALUE_LENGTH) return null;
    flat[key] = text;
  }
  return flat;
}
