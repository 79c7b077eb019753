import type { Claims } from '../../core/site-config/site-config';

/** Inlined by the build from config/site.json (server/site-config/site-config-defines.ts). */
declare const __SITE_CLAIMS__: Claims;

/** The marketing figures, one value each, read by every section that states one (docs/site.md "Claims"). */
export const claims: Claims = __SITE_CLAIMS__;
