import { type SiteFacts, siteFactsOf } from '../../core/site/site-facts';
import type { SiteConfig } from '../../core/site-config/site-config';

/** The `define` constant each part of the site facts is inlined as (ui/config/ reads them). */
const DEFINE_OF: { readonly [Key in keyof SiteFacts]: string } = {
  cohorts: '__SITE_COHORTS__',
  webinarSessions: '__SITE_WEBINAR_SESSIONS__',
  lastSessionStart: '__SITE_LAST_SESSION_START__',
  seller: '__SITE_SELLER__',
  courseName: '__SITE_COURSE_NAME__',
  legal: '__SITE_LEGAL__',
  claimTexts: '__SITE_CLAIM_TEXTS__',
  media: '__SITE_MEDIA__',
  instalments: '__SITE_INSTALMENTS__',
  companyInvoices: '__SITE_COMPANY_INVOICES__',
};

/**
 * The build's `define` constants for the client: each part of the site facts on its own, so a page
 * chunk carries only what it shows (docs/performance.md).
 */
export function siteConfigDefines(siteConfig: SiteConfig): Record<string, string> {
  const facts = siteFactsOf(siteConfig);
  return Object.fromEntries(
    (Object.keys(DEFINE_OF) as (keyof SiteFacts)[]).map((key) => [
      DEFINE_OF[key],
      JSON.stringify(facts[key]),
    ]),
  );
}
