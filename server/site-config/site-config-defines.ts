import type { SiteConfig } from '../../core/site-config/site-config';

/**
 * The build's `define` constants for the client: the whole configuration (`__SITE_CONFIG__`) and each
 * part the pages read on its own. A page chunk carries only the parts it uses: the footer's seller
 * on every page, the claims on the landing page, the sessions where a timeline is (docs/performance.md).
 */
export function siteConfigDefines(siteConfig: SiteConfig): Record<string, string> {
  return {
    __SITE_CONFIG__: JSON.stringify(siteConfig),
    __SITE_SELLER__: JSON.stringify(siteConfig.seller),
    __SITE_CLAIMS__: JSON.stringify(siteConfig.claims),
    __SITE_MEDIA__: JSON.stringify(siteConfig.media),
    __SITE_WEBINAR_SESSIONS__: JSON.stringify(siteConfig.webinarSessions),
  };
}
