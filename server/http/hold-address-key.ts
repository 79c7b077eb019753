import { createHmac, hkdfSync } from 'node:crypto';
import { holdAddress } from '../../core/cohort/hold-address';

/** Separates this key from every other use of the secret it is derived from. */
const KEY_INFO = 'career-acceleration-course/checkout-hold-address/v1';

/**
 * The keyed form of client addresses for the per-address hold limit (docs/security.md "Checkout
 * hold keys"): an HMAC-SHA-256 of the address as core's `holdAddress` counts it (IPv6 by its /64),
 * under a key derived (HKDF-SHA-256) from `secret`, the card provider's secret key, which every
 * instance shares and no visitor knows. Orders keep only this, never the address.
 */
export function holdAddressKeyer(secret: string): (address: string) => string {
  const key = Buffer.from(hkdfSync('sha256', secret, '', KEY_INFO, 32));
  return (address) => createHmac('sha256', key).update(holdAddress(address)).digest('base64url');
}
