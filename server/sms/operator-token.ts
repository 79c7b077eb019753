import { createHash, timingSafeEqual } from 'node:crypto';

/** Idempotency keys of the operator's sends (`POST /api/sms/send`): every one of them is capped. */
export const OPERATOR_SMS_KEY_PREFIX = 'sms.operator:';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether an `Authorization` header carries the operator token (`Bearer <token>`). Both sides are
 * hashed first so the comparison is constant-time and does not leak the token's length
 * (docs/security.md "Thank-you lookup": `timingSafeEqual`, not `===`). Without a configured token nothing matches.
 */
export function isOperatorAuthorised(
  header: string | undefined,
  token: string | undefined,
): boolean {
  if (token === undefined || token === '' || header === undefined) return false;
  const match = /^Bearer ([\x21-\x7e]+)$/.exec(header.trim());
  const presented = match?.[1] ?? '';
  return timingSafeEqual(digest(presented), digest(token)) && presented !== '';
}
