import { randomBytes, randomUUID } from 'node:crypto';
import type { Ids } from '../../core/ports/ids';

/** 24 bytes = 192 bits, above the 128-bit floor for bearer tokens (docs/security.md "Thank-you lookup"). */
const TOKEN_BYTES = 24;

/** Identifiers from Node's CSPRNG: UUID v4 row ids and base64url bearer tokens. */
export function createCryptoIds(): Ids {
  return {
    newId: () => randomUUID(),
    newToken: () => randomBytes(TOKEN_BYTES).toString('base64url'),
  };
}
