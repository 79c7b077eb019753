import type { LegalConfig } from '../../core/site-config/site-config';

/** Inlined by the build from config/site.json (server/site-config/site-config-defines.ts). */
declare const __SITE_LEGAL__: LegalConfig;

/** The legal pages' versions and effective dates, and the processors only configuration knows. */
export let legalConfig: LegalConfig = __SITE_LEGAL__;

/** The running configuration's legal facts instead (docs/site.md "Configuration reaches every page"). */
export function replaceLegalConfig(value: LegalConfig): void {
  legalConfig = value;
}
