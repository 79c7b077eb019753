import type { InstalmentOffer } from '../../core/site-config/site-config';

/** Inlined by the build from config/site.json (server/site-config/site-config-defines.ts). */
declare const __SITE_INSTALMENTS__: InstalmentOffer | null;

/** The bank instalments on offer, or null (docs/purchase.md "Bank instalments"). */
export let instalments: InstalmentOffer | null = __SITE_INSTALMENTS__;

/** The running configuration's offer instead (docs/site.md "Configuration reaches every page"). */
export function replaceInstalments(value: InstalmentOffer | null): void {
  instalments = value;
}
