import type { Language } from '../../core/language/languages';
import type { ClaimTexts } from '../../core/site/format-claim';

/** Inlined by the build from config/site.json (server/site-config/site-config-defines.ts). */
declare const __SITE_CLAIM_TEXTS__: Readonly<Record<Language, ClaimTexts>>;

/**
 * The marketing figures of config/site.json, one value each, written out per language by the build
 * (`claimTexts`); every section that states one reads it here (docs/site.md "Claims").
 */
export let claimTexts: Readonly<Record<Language, ClaimTexts>> = __SITE_CLAIM_TEXTS__;

/** The running configuration's claims instead (docs/site.md "Configuration reaches every page"). */
export function replaceClaimTexts(value: Readonly<Record<Language, ClaimTexts>>): void {
  claimTexts = value;
}
