import { createHash, timingSafeEqual } from 'node:crypto';

/** A signed Flitt parameter value: plain text or a number, hashed as its decimal text (docs/integrations.md "Flitt signature"). */
export type FlittParamValue = string | number;

/** Keys that never take part in a signature (docs/integrations.md "Flitt signature" step 2). */
const UNSIGNED_KEYS = new Set(['signature', 'response_signature_string']);

/**
 * The string Flitt hashes (docs/integrations.md "Flitt signature", protocol 1.0.1): the secret key, then every
 * non-empty value in ascending key order, joined with `|`. `0`/`"0"` is not empty and is kept.
 */
export function flittSignatureString(
  params: Readonly<Record<string, FlittParamValue | undefined>>,
  secretKey: string,
): string {
  const values = Object.keys(params)
    .filter((key) => !UNSIGNED_KEYS.has(key))
    .sort()
    .map((key) => params[key])
    .filter((value): value is FlittParamValue => value !== undefined && String(value) !== '')
    .map(String);
  return [secretKey, ...values].join('|');
}

/** `sha1(signature string)` as 40 lowercase hex characters. */
export function flittSignature(
  params: Readonly<Record<string, FlittParamValue | undefined>>,
  secretKey: string,
): string {
  return createHash('sha1').update(flittSignatureString(params, secretKey), 'utf8').digest('hex');
}

const SIGNATURE_PATTERN = /^[0-9a-f]{40}$/;

/**
 * Whether `params.signature` is the signature of the other params, compared in constant time
 * (docs/security.md "Payment callbacks": `crypto.timingSafeEqual`, never `===`). Upper-case hex is refused (docs/integrations.md "Flitt signature").
 */
export function hasValidFlittSignature(
  params: Readonly<Record<string, FlittParamValue | undefined>>,
  secretKey: string,
): boolean {
  const given = params.signature;
  if (typeof given !== 'string' || !SIGNATURE_PATTERN.test(given)) return false;
  const expected = Buffer.from(flittSignature(params, secretKey), 'utf8');
  return timingSafeEqual(expected, Buffer.from(given, 'utf8'));
}

/** The params with their signature added. */
export function signFlittParams<T extends Readonly<Record<string, FlittParamValue>>>(
  params: T,
  secretKey: string,
): T & { readonly signature: string } {
  return { ...params, signature: flittSignature(params, secretKey) };
}
