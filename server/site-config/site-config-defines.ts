import { claimTexts } from '../../core/site/format-claim';
import type { SiteConfig } from '../../core/site-config/site-config';

/**
 * The build's `define` constants for the client: each part of the configuration the pages read, on
 * its own, so a page chunk carries only what it shows (docs/performance.md):
 * the claims already written out per language (no formatting code in the browser), the seller's
 * public identity (not its phone or VAT flag), the media, the webinar sessions, the cohorts.
 */
export function siteConfigDefines(siteConfig: SiteConfig): Record<string, string> {
  const { legalName, legalForm, identificationCode, legalAddress, supportEmail } =
    siteConfig.seller;
  return {
    // The cohorts alone, for the pricing card, the checkout and the course JSON-LD.
    __SITE_COHORTS__: JSON.stringify(siteConfig.cohorts),
    __SITE_SELLER__: JSON.stringify({
      legalName,
      legalForm,
      identificationCode,
      legalAddress,
      supportEmail,
    }),
    // The course's one name (docs/site.md "Product name") and the legal pages' versions, dates and
    // configured processors (docs/legal.md "Versions and dates").
    __SITE_COURSE_NAME__: JSON.stringify(siteConfig.course.name),
    __SITE_LEGAL__: JSON.stringify(siteConfig.legal),
    // Figures the copy states as course facts, filled into any text as {{capacity}} (docs/site.md
    // "Claims"): the most participants a configured cohort takes.
    __SITE_COPY_VARIABLES__: JSON.stringify({
      capacity: Math.max(...siteConfig.cohorts.map((cohort) => cohort.maxCapacity)),
    }),
    __SITE_CLAIM_TEXTS__: JSON.stringify({
      ka: claimTexts(siteConfig.claims, 'ka'),
      en: claimTexts(siteConfig.claims, 'en'),
    }),
    __SITE_MEDIA__: JSON.stringify(siteConfig.media),
    __SITE_WEBINAR_SESSIONS__: JSON.stringify(siteConfig.webinarSessions),
  };
}
