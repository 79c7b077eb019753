import { reviveCohorts } from '../../core/site-config/revive-cohorts';
import type { Cohort } from '../../core/site-config/site-config';
import type { CohortsJson } from '../../core/site-config/site-config-json';

/** Inlined by Vite's `define` from config/site.json's cohorts, validated by the build. */
declare const __SITE_COHORTS__: CohortsJson;

/**
 * The configured cohorts as this build saw them, without the rest of the configuration (so the
 * checkout's JavaScript does not carry the webinar titles or the seller): the pricing card's and the
 * checkout's fallback until the server's catalogue says what is on sale.
 */
export let siteCohorts: readonly Cohort[] = reviveCohorts(__SITE_COHORTS__);

/** The running configuration's cohorts instead (docs/site.md "Configuration reaches every page"). */
export function replaceSiteCohorts(json: CohortsJson): void {
  siteCohorts = reviveCohorts(json);
}
