import type { SiteConfig } from '../../core/site-config/site-config';
import { reviveSiteConfig, type SiteConfigJson } from '../../core/site-config/site-config-json';

/** Inlined by Vite's `define` from config/site.json, validated by the build (vite.config.ts). */
declare const __SITE_CONFIG__: SiteConfigJson;

/**
 * The operator's configuration as this build saw it: cohorts, webinar sessions, seller, claims and
 * media. What changes with the clock (the cohort on sale, its price now) still comes from the
 * server's catalogue at run time.
 */
export const siteConfig: SiteConfig = reviveSiteConfig(__SITE_CONFIG__);
