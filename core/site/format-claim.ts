import type { Language } from '../language/languages';
import type { Claim, ClaimBasis, Claims, Media } from '../site-config/site-config';

const NBSP = '\u00a0';

/**
 * How a marketing figure is written, before its wording adds a `+`: a count, a view count, dollars
 * or a rating, in ka and en as the table in docs/site.md "Claims" shows.
 */
type ClaimStyle = 'count' | 'views' | 'usd' | 'rating';

/** Groups whole digits: ka by no-break spaces from five digits on (CLDR ka-GE), en by commas from four. */
function grouped(whole: number, language: Language): string {
  const digits = String(whole);
  if (language === 'ka') {
    return digits.length < 5 ? digits : digits.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  }
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * One decimal at most, dropping `.0`, with the language's decimal sign; rounded down for a lower
 * bound, so "7.1K+" never says more than was counted.
 */
function oneDecimal(value: number, language: Language, down = false): string {
  const text = String((down ? Math.floor(value * 10) : Math.round(value * 10)) / 10);
  return language === 'ka' ? text.replace('.', ',') : text;
}

/**
 * en `8M`, `7.1K`, `950`; ka millions as `8 მლნ`, anything smaller as the whole grouped number. A
 * lower bound is rounded down; an exact figure is shortened only where the number is round.
 */
function short(value: number, language: Language, down: boolean): string {
  if (value >= 1_000_000) {
    const millions = oneDecimal(value / 1_000_000, language, down);
    return language === 'ka' ? `${millions}${NBSP}მლნ` : `${millions}M`;
  }
  if (value >= 1000 && language === 'en') return `${oneDecimal(value / 1000, language, down)}K`;
  return grouped(value, language);
}

/**
 * A configured claim as the page shows it, in the page's language. Written by hand like
 * `formatMoney`, not with `Intl`, so prerendered HTML and the hydrated page agree on every
 * character (docs/decisions.md "Prices"); the forms follow ICU's ka-GE and en-US output. Only a
 * lower bound (`atLeast`) gets a `+`; exact figures are shortened only when nothing is lost.
 */
function formatFigure({ value, wording }: Claim, style: ClaimStyle, language: Language): string {
  const atLeast = wording === 'atLeast';
  const plus = atLeast ? '+' : '';
  const shortened = short(value, language, atLeast);
  // An exact or average figure keeps every digit unless its short form says the same number.
  const lossless =
    atLeast || (value >= 1_000_000 ? value % 100_000 === 0 : value < 1000 || value % 100 === 0);
  switch (style) {
    case 'count':
      return `${grouped(value, language)}${plus}`;
    case 'views':
      return `${lossless ? shortened : grouped(value, language)}${plus}`;
    case 'usd': {
      const amount = lossless ? shortened : grouped(value, language);
      return language === 'ka' ? `${amount}${NBSP}$${plus}` : `$${amount}${plus}`;
    }
    case 'rating':
      return `${oneDecimal(value, language)}/5`;
  }
}

/** A figure from a survey, with what the pages say beside it. */
interface SurveyFigure {
  readonly figure: string;
  /** How many answered, written in the language. */
  readonly respondents: string;
  /** The year of the survey (of `basis.asOf`). */
  readonly year: string;
}

/**
 * Every claim the pages may state, written out in one language; a claim absent here is not shown
 * (docs/site.md "Claims").
 */
export interface ClaimTexts {
  readonly students?: string | undefined;
  readonly rating?: SurveyFigure | undefined;
  /** Graduates' monthly income: a survey's median or mean, and the wording says which. */
  readonly averageMonthlyIncome?:
    | (SurveyFigure & { readonly measure: 'median' | 'mean' })
    | undefined;
  readonly trackRecord?: string | undefined;
  readonly yearsExperience?: string | undefined;
  /** How many partner universities (written, and as a number for plurals) and their names joined for a sentence. */
  readonly partnerUniversities?:
    | { readonly count: string; readonly total: number; readonly names: string }
    | undefined;
  /** Only for a video the configuration has (`media`). */
  readonly videoViews: {
    readonly webinar?: string | undefined;
    readonly podcast?: string | undefined;
    readonly guide?: string | undefined;
  };
}

/** Why a configured claim is not shown (`ops config check` says so). */
export type HiddenClaimReason = 'no_basis' | 'no_names' | 'no_video';

/** A claim with its basis: the only kind the pages state. */
type Stated<C> = C & { readonly basis: ClaimBasis };

/** The rule every figure follows: no basis, not stated. */
function stated<C extends { readonly basis?: ClaimBasis | undefined }>(
  claim: C | undefined,
): Stated<C> | undefined {
  return claim?.basis === undefined ? undefined : (claim as Stated<C>);
}

/** A survey figure: the survey's year and how many answered, which the wording names. */
function surveyFigure(
  claim: Stated<Claim>,
  style: ClaimStyle,
  language: Language,
): SurveyFigure | undefined {
  const respondents = claim.basis.respondents;
  if (respondents === undefined) return undefined;
  return {
    figure: formatFigure(claim, style, language),
    respondents: grouped(respondents, language),
    year: claim.basis.asOf.slice(0, 4),
  };
}

/** The view-count claims and whether their video is configured anywhere on the site. */
function videoConfigured(media: Media): Record<keyof Claims['videoViews'], boolean> {
  return {
    webinar:
      media.homeVideos.webinar !== undefined || media.socialProofVideos.webinar !== undefined,
    podcast: media.socialProofVideos.podcast !== undefined,
    guide: media.socialProofVideos.guide !== undefined,
  };
}

/** What the rule needs: the claims, and the media their view counts belong to. */
export interface ClaimSources {
  readonly claims: Claims;
  readonly media: Media;
}

/**
 * The claims of config/site.json written out per language, each with the wording its basis
 * supports: only a claim with a basis, partner universities only by name, a view count only beside
 * a configured video, a survey figure with its respondents and year. The build runs this and
 * inlines the texts, so the pages carry figures, not the formatting code.
 */
export function claimTexts({ claims, media }: ClaimSources, language: Language): ClaimTexts {
  const text = (claim: Claim | undefined, style: ClaimStyle) => {
    const shown = stated(claim);
    return shown === undefined ? undefined : formatFigure(shown, style, language);
  };
  const rating = stated(claims.rating);
  const income = stated(claims.averageMonthlyIncomeUsd);
  const incomeFigure = income === undefined ? undefined : surveyFigure(income, 'usd', language);
  const universities = stated(claims.partnerUniversities);
  const videos = videoConfigured(media);
  const views = (id: keyof Claims['videoViews']) =>
    videos[id] ? text(claims.videoViews[id], 'views') : undefined;
  return {
    students: text(claims.students, 'count'),
    rating: rating === undefined ? undefined : surveyFigure(rating, 'rating', language),
    averageMonthlyIncome:
      income === undefined || incomeFigure === undefined
        ? undefined
        : { ...incomeFigure, measure: income.wording },
    trackRecord: text(claims.trackRecordUsd, 'usd'),
    yearsExperience: text(claims.yearsExperience, 'count'),
    partnerUniversities:
      universities === undefined || universities.names.length === 0
        ? undefined
        : {
            count: grouped(universities.names.length, language),
            total: universities.names.length,
            names: universities.names.map((name) => name[language]).join(', '),
          },
    videoViews: { webinar: views('webinar'), podcast: views('podcast'), guide: views('guide') },
  };
}

/** One configured claim the pages leave out, and why. */
export interface HiddenClaim {
  /** The claim's place in `claims`, e.g. `students`, `videoViews.podcast`. */
  readonly claim: string;
  readonly reason: HiddenClaimReason;
}

/** One configured claim still marked as sample data. */
export interface ExampleClaim {
  readonly claim: string;
}

type AnyClaim = Claims[Exclude<keyof Claims, 'videoViews'>] | Claims['videoViews']['webinar'];

/** Every configured claim by its place in the file. */
function configuredClaims({ claims }: ClaimSources): [string, AnyClaim][] {
  const { videoViews, ...figures } = claims;
  return [
    ...Object.entries(figures),
    ...Object.entries(videoViews).map(([id, claim]): [string, AnyClaim] => [
      `videoViews.${id}`,
      claim,
    ]),
  ].filter((entry): entry is [string, NonNullable<AnyClaim>] => entry[1] !== undefined);
}

/**
 * The configured claims the pages do not state, each with the reason (docs/site.md "Claims"), for
 * `ops config check`: one without a basis, partner universities without names, a view count
 * without its video.
 */
export function hiddenClaims(sources: ClaimSources): HiddenClaim[] {
  const videos = videoConfigured(sources.media);
  return configuredClaims(sources).flatMap(([claim, value]): HiddenClaim[] => {
    if (value === undefined) return [];
    if (value.basis === undefined) return [{ claim, reason: 'no_basis' }];
    if ('names' in value && value.names.length === 0) return [{ claim, reason: 'no_names' }];
    const video = claim.startsWith('videoViews.')
      ? (claim.slice('videoViews.'.length) as keyof Claims['videoViews'])
      : undefined;
    if (video !== undefined && !videos[video]) return [{ claim, reason: 'no_video' }];
    return [];
  });
}

/** The configured claims still marked `"example": true`. */
export function exampleClaims(sources: ClaimSources): ExampleClaim[] {
  return configuredClaims(sources)
    .filter(([, value]) => value?.example === true)
    .map(([claim]) => ({ claim }));
}
