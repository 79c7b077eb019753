import type { PublicSeller } from '../../core/site/site-facts';

export type { PublicSeller } from '../../core/site/site-facts';

/** Inlined by the build from config/site.json (server/site-config/site-config-defines.ts). */
declare const __SITE_SELLER__: PublicSeller;

/**
 * Who sells the course, as configured: legal name, form, identification code, address and the one
 * support e-mail the footer, the legal pages, the checkout and the payment result show.
 */
export let seller: PublicSeller = __SITE_SELLER__;

/** The running configuration's seller instead (docs/site.md "Configuration reaches every page"). */
export function replaceSeller(value: PublicSeller): void {
  seller = value;
}
