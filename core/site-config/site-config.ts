import type { Language } from '../language/languages';
import type { Money } from '../money/money';
import type { PromoCode } from './promo-code';

/** The same text in both site languages. */
type Bilingual = Readonly<Record<Language, string>>;

/** A price the cohort or the course was really sold at, and from when until when (exclusive). */
export interface PreviousPrice {
  readonly amount: Money;
  readonly chargedFrom: Date;
  readonly chargedUntil: Date;
}

/** A cohort's prices in tetri. */
export interface CohortPrices {
  /** What the course sells for once the early-bird deadline has passed. */
  readonly current: Money;
  readonly earlyBird: Money;
  /**
   * Prices charged before, the only ones a reduction may be announced against (docs/purchase.md
   * "Course and price"); none when absent.
   */
  readonly previous?: readonly PreviousPrice[];
}

/** One cohort of the course (docs/purchase.md "Cohorts"). */
export interface Cohort {
  /** Sample data shipped with the site, to replace before selling. */
  readonly example: boolean;
  /** Shown as "Cohort {number}". */
  readonly number: number;
  readonly startDate: Date;
  readonly earlyBirdDeadline: Date;
  readonly registrationOpenDate?: Date;
  readonly registrationCloseDate?: Date;
  readonly maxCapacity: number;
  readonly prices: CohortPrices;
}

/**
 * The part of a cohort its calendar shows (the countdown, the schedule card, the sale state): its
 * number and dates, and its capacity when known (the catalogue's answer may leave it out).
 */
export type CohortCalendar = Pick<
  Cohort,
  'number' | 'startDate' | 'earlyBirdDeadline' | 'registrationOpenDate' | 'registrationCloseDate'
> &
  Partial<Pick<Cohort, 'maxCapacity'>>;

/** One live webinar session (docs/webinar.md "Timeline"). */
export interface WebinarSession {
  readonly startsAt: Date;
  readonly durationMinutes: number;
  readonly title: Bilingual;
  readonly seats?: number | undefined;
  readonly joinUrl?: string | undefined;
}

/** Who sells the course. `example` marks placeholder data to replace before selling. */
export interface Seller {
  readonly example: boolean;
  readonly legalName: Bilingual;
  readonly legalForm: Bilingual;
  readonly identificationCode: string;
  readonly legalAddress: Bilingual;
  readonly phone: string;
  readonly vatRegistered: boolean;
  readonly supportEmail: string;
  /** Where a company's transfer goes; company invoices are offered only with it. */
  readonly bankAccount?: BankAccount | undefined;
}

/** The seller's GEL account for invoices (docs/purchase.md "Company invoices"). */
interface BankAccount {
  readonly bankName: Bilingual;
  readonly swift: string;
  /** Without spaces; validated with its check digits. */
  readonly iban: string;
}

/** How company invoices are issued (docs/decisions.md "Company invoices"). */
interface InvoiceSettings {
  /** Days from issue until the seats are released, capped by the cohort's sale end. */
  readonly dueDays: number;
}

/** The course as a product (docs/site.md "Product name"). */
export interface Course {
  readonly name: Bilingual;
}

/** A legal document's version and effective day (`YYYY-MM-DD`). */
interface LegalDocumentVersion {
  readonly version: string;
  readonly effective: string;
}

/** A configured processor of personal data: its name and where it keeps the data. */
interface ConfiguredProcessor {
  readonly example: boolean;
  readonly name: string;
  readonly location: Bilingual;
}

/** Versions and dates of the legal pages and the processors only configuration knows (docs/legal.md). */
export interface LegalConfig {
  readonly documents: {
    readonly privacy: LegalDocumentVersion;
    readonly terms: LegalDocumentVersion;
    readonly refund: LegalDocumentVersion;
  };
  readonly processors: {
    readonly hosting?: ConfiguredProcessor | undefined;
    readonly sms?: ConfiguredProcessor | undefined;
    readonly email?: ConfiguredProcessor | undefined;
    readonly spreadsheet?: ConfiguredProcessor | undefined;
  };
}

/**
 * How a figure may be worded (docs/site.md "Claims"): `exact` as counted ("30"), `atLeast` as a lower
 * bound ("30+"), `median` or `mean` of a survey's answers.
 */
export type ClaimWording = 'exact' | 'atLeast' | 'median' | 'mean';

/** Where a figure comes from. */
export interface ClaimBasis {
  /** What was counted. */
  readonly counted: Bilingual;
  /** The day it was counted, `YYYY-MM-DD`. */
  readonly asOf: string;
  /** The record it was counted from, or who counted it. */
  readonly source: Bilingual;
  /** For a survey: how many answered. */
  readonly respondents?: number | undefined;
}

/** One marketing figure with its wording and, when known, its basis; without a basis it is not shown. */
export interface Claim<W extends ClaimWording = ClaimWording> {
  /** Sample data shipped with the site, to replace before selling. */
  readonly example: boolean;
  readonly value: number;
  readonly wording: W;
  readonly basis?: ClaimBasis | undefined;
}

/** The partner universities, by name; the pages state them only with names and a basis. */
export interface PartnerUniversities {
  readonly example: boolean;
  readonly names: readonly Bilingual[];
  readonly basis?: ClaimBasis | undefined;
}

/** The marketing figures, one each; a figure left out is not shown. */
export interface Claims {
  readonly students?: Claim<'exact' | 'atLeast'> | undefined;
  /** Mean rating out of 5 from a survey. */
  readonly rating?: Claim<'mean'> | undefined;
  /** Graduates' monthly income in dollars, a survey's median or mean (the key keeps its old name). */
  readonly averageMonthlyIncomeUsd?: Claim<'median' | 'mean'> | undefined;
  readonly trackRecordUsd?: Claim<'exact' | 'atLeast'> | undefined;
  readonly yearsExperience?: Claim<'exact' | 'atLeast'> | undefined;
  readonly partnerUniversities?: PartnerUniversities | undefined;
  readonly videoViews: {
    readonly webinar?: Claim<'exact' | 'atLeast'> | undefined;
    readonly podcast?: Claim<'exact' | 'atLeast'> | undefined;
    readonly guide?: Claim<'exact' | 'atLeast'> | undefined;
  };
}

/** A hosted video. */
interface ConfiguredVideo {
  readonly provider: 'youtube' | 'vimeo';
  readonly id: string;
}

/** A publication that wrote about the course. */
export interface PressEntry {
  readonly name: string;
  readonly description?: Bilingual | undefined;
  readonly url?: string | undefined;
}

/** Videos, press and the booking page. */
export interface Media {
  readonly bookingUrl: string;
  readonly webinarRecording?: ConfiguredVideo | undefined;
  readonly homeVideos: {
    readonly webinar?: ConfiguredVideo | undefined;
    readonly programme?: ConfiguredVideo | undefined;
  };
  readonly socialProofVideos: {
    readonly webinar?: ConfiguredVideo | undefined;
    readonly podcast?: ConfiguredVideo | undefined;
    readonly guide?: ConfiguredVideo | undefined;
  };
  readonly press: readonly PressEntry[];
}

/**
 * Bank instalments on offer (docs/purchase.md "Bank instalments"): the bank lends, so the seller is
 * paid in full; amounts in tetri.
 */
export interface InstalmentOffer {
  readonly provider: 'tbc';
  /** The terms the pages mention, in months, as configured. */
  readonly months: readonly number[];
  /** True when the seller pays the bank's interest (a 0 % offer to the buyer). */
  readonly sellerPaysInterest: boolean;
  readonly minimumAmount: Money;
  readonly maximumAmount: Money;
  /** How long an order waits for the bank's decision, holding its seat. */
  readonly decisionHours: number;
  /** The bank's own page of instalment terms. */
  readonly termsUrl: string;
}

/** The business facts the operator configures (config/site.json), validated and with real instants. */
export interface SiteConfig {
  /** Ordered by start, earliest first. */
  readonly cohorts: readonly Cohort[];
  /** Ordered by start, earliest first. */
  readonly webinarSessions: readonly WebinarSession[];
  readonly course: Course;
  readonly seller: Seller;
  readonly legal: LegalConfig;
  readonly claims: Claims;
  readonly media: Media;
  /** The promo codes on offer (docs/purchase.md "Promo codes"); never sent to the browser. */
  readonly promoCodes: readonly PromoCode[];
  /** Null when only the card is offered. */
  readonly instalments: InstalmentOffer | null;
  /** Absent: invoices are due 7 days after issue. */
  readonly invoices?: InvoiceSettings | undefined;
}
