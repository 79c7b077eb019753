import type { Language } from '../language/languages';
import type {
  Course,
  InstalmentOffer,
  LegalConfig,
  Media,
  Seller,
  SiteConfig,
} from '../site-config/site-config';
import type { CohortsJson, WebinarSessionsJson } from '../site-config/site-config-json';
import { lastSessionStart } from '../webinar/next-webinar-waitlist';
import { type ClaimTexts, claimTexts } from './format-claim';

/** The seller's public identity as the pages show it (not its VAT flag). */
export type PublicSeller = Pick<
  Seller,
  'legalName' | 'legalForm' | 'identificationCode' | 'legalAddress' | 'phone' | 'supportEmail'
>;

/**
 * What the pages read of the site configuration, as JSON (docs/site.md "Configuration reaches every
 * page"): the build inlines each part into the client on its own, and the server puts the whole of
 * it into a page when its running configuration differs from the build's.
 */
export interface SiteFacts {
  /** The cohorts alone, for the pricing card, the checkout and the course JSON-LD. */
  readonly cohorts: CohortsJson;
  readonly webinarSessions: WebinarSessionsJson;
  /**
   * When the last configured session starts (epoch ms), or null: all the announcement bar on every
   * page needs to tell whether a session is still ahead, without carrying the sessions.
   */
  readonly lastSessionStart: number | null;
  readonly seller: PublicSeller;
  /** The course's one name (docs/site.md "Product name"). */
  readonly courseName: Course['name'];
  /** The legal pages' versions, dates and configured processors (docs/legal.md "Versions and dates"). */
  readonly legal: LegalConfig;
  /** The claims written out per language, so the browser carries no formatting code. */
  readonly claimTexts: Readonly<Record<Language, ClaimTexts>>;
  readonly media: Media;
  /** Bank instalments on offer, or null (docs/purchase.md "Bank instalments"). */
  readonly instalments: InstalmentOffer | null;
  /** Whether a company can buy by invoice: the seller's bank account is configured. */
  readonly companyInvoices: boolean;
}

/** The facts of a validated configuration, exactly as JSON carries them (instants as ISO strings). */
export function siteFactsOf(config: SiteConfig): SiteFacts {
  const { legalName, legalForm, identificationCode, legalAddress, phone, supportEmail } =
    config.seller;
  const facts = {
    cohorts: config.cohorts,
    webinarSessions: config.webinarSessions,
    lastSessionStart: lastSessionStart(config.webinarSessions)?.getTime() ?? null,
    seller: { legalName, legalForm, identificationCode, legalAddress, phone, supportEmail },
    courseName: config.course.name,
    legal: config.legal,
    claimTexts: { ka: claimTexts(config, 'ka'), en: claimTexts(config, 'en') },
    media: config.media,
    instalments: config.instalments,
    companyInvoices: config.seller.bankAccount !== undefined,
  };
  return JSON.parse(JSON.stringify(facts)) as SiteFacts;
}
