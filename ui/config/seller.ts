import type { Seller } from '../../core/site-config/site-config';

/** Inlined by the build from config/site.json (server/site-config/site-config-defines.ts). */
declare const __SITE_SELLER__: Seller;

/**
 * Who sells the course, as configured: legal name, form, identification code, address and the one
 * support e-mail the footer, the legal pages, the checkout and the payment result show.
 */
export const seller: Seller = __SITE_SELLER__;
