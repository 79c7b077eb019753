import type { SiteFacts } from '../../core/site/site-facts';

declare const __SITE_COHORTS__: SiteFacts['cohorts'];
declare const __SITE_WEBINAR_SESSIONS__: SiteFacts['webinarSessions'];
declare const __SITE_LAST_SESSION_START__: SiteFacts['lastSessionStart'];
declare const __SITE_SELLER__: SiteFacts['seller'];
declare const __SITE_COURSE_NAME__: SiteFacts['courseName'];
declare const __SITE_LEGAL__: SiteFacts['legal'];
declare const __SITE_CLAIM_TEXTS__: SiteFacts['claimTexts'];
declare const __SITE_MEDIA__: SiteFacts['media'];
declare const __SITE_INSTALMENTS__: SiteFacts['instalments'];
declare const __SITE_COMPANY_INVOICES__: SiteFacts['companyInvoices'];

/**
 * The site facts this build was made with, whole: only the page renderer reads them, to tell
 * whether the running configuration differs (docs/site.md "Configuration reaches every page").
 */
export const BUILD_SITE_FACTS: SiteFacts = {
  cohorts: __SITE_COHORTS__,
  webinarSessions: __SITE_WEBINAR_SESSIONS__,
  lastSessionStart: __SITE_LAST_SESSION_START__,
  seller: __SITE_SELLER__,
  courseName: __SITE_COURSE_NAME__,
  legal: __SITE_LEGAL__,
  claimTexts: __SITE_CLAIM_TEXTS__,
  media: __SITE_MEDIA__,
  instalments: __SITE_INSTALMENTS__,
  companyInvoices: __SITE_COMPANY_INVOICES__,
};
