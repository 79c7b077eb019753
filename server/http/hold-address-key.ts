import { createHmac, hkdfSync } from 'node:crypto';
import { holdAddress } from '../../core/cohort/hold-address';

/** Separates this key from every other use of the secret it is derived from. */
const KEY_INFO = 'career-acceleration-course/checkout-hold-address/v1';

/**
 * The keyed client address for the per-address hold limit (docs/security.md "Checkout hold keys"):
 * HMAC-SHA-256 of the address as `holdAddress` counts it, under a key derived from the card
 * provider's secret, which every instance shares.
 */
export function holdAddressKeyer(secret: string): (address: string) => string {
  const key = Buffer.from(hkdfSync('sha256', secret, '', KEY_INFO, 32));
  return (address) => createHmac('sha256', key).update(holdAddress(address)).digest('base64url');
}
