import type { Seller } from '../../core/site-config/site-config';

/** The seller's public identity as the pages show it. */
export type PublicSeller = Pick<
  Seller,
  'legalName' | 'legalForm' | 'identificationCode' | 'legalAddress' | 'supportEmail'
>;

/** Inlined by the build from config/site.json (server/site-config/site-config-defines.ts). */
declare const __SITE_SELLER__: PublicSeller;

/**
 * Who sells the course, as configured: legal name, form, identification code, address and the one
 * support e-mail the footer, the legal pages, the checkout and the payment result show.
 */
export const seller: PublicSeller = __SITE_SELLER__;
