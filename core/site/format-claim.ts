import type { Claims } from '../site-config/site-config';
import type { Language } from './languages';

const NBSP = '\u00a0';

/**
 * How a marketing figure is written (docs/site.md "Claims"):
 * - `plain` a bare number (years, partner universities): `11`;
 * - `count` at least this many: `30+`, ka `15 000+`, en `15,000+`;
 * - `views` a view count: en short `7.1K+`, ka the whole number `7100+`;
 * - `usd` dollars: en short `$15K+`, `$8M+`; ka `$15 000+`, `$8 მლნ+`;
 * - `rating` out of five: ka `4,8/5`, en `4.8/5`.
 */
type ClaimStyle = 'plain' | 'count' | 'views' | 'usd' | 'rating';

/** Groups whole digits: ka by no-break spaces from five digits on (CLDR ka-GE), en by commas from four. */
function grouped(whole: number, language: Language): string {
  const digits = String(whole);
  if (language === 'ka') {
    return digits.length < 5 ? digits : digits.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  }
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** One decimal at most, dropping `.0`, with the language's decimal sign. */
function oneDecimal(value: number, language: Language): string {
  const text = String(Math.round(value * 10) / 10);
  return language === 'ka' ? text.replace('.', ',') : text;
}

/** en `8M`, `7.1K`, `950`; ka millions as `8 მლნ`, anything smaller as the whole grouped number. */
function short(value: number, language: Language): string {
  if (value >= 1_000_000) {
    const millions = oneDecimal(value / 1_000_000, language);
    return language === 'ka' ? `${millions}${NBSP}მლნ` : `${millions}M`;
  }
  if (value >= 1000 && language === 'en') return `${oneDecimal(value / 1000, language)}K`;
  return grouped(value, language);
}

/**
 * A configured claim as the page shows it, in the page's language. Written by hand like
 * `formatMoney`, not with `Intl`, so prerendered HTML and the hydrated page agree on every
 * character (docs/decisions.md "Prices"); the forms follow ICU's ka-GE and en-US output.
 */
function formatClaim(value: number, style: ClaimStyle, language: Language): string {
  switch (style) {
    case 'plain':
      return grouped(value, language);
    case 'count':
      return `${grouped(value, language)}+`;
    case 'views':
      return `${short(value, language)}+`;
    case 'usd':
      return `$${short(value, language)}+`;
    case 'rating':
      return `${oneDecimal(value, language)}/5`;
  }
}

/** Every configured claim written out in one language, as the pages show it. */
export interface ClaimTexts {
  readonly students: string;
  readonly rating: string;
  readonly averageMonthlyIncome: string;
  readonly trackRecord: string;
  readonly yearsExperience: string;
  readonly partnerUniversities: string;
  readonly videoViews: {
    readonly webinar: string;
    readonly podcast: string;
    readonly guide: string;
  };
}

/**
 * The claims of config/site.json written out per language, each in its one style. The build runs
 * this and inlines the texts, so the pages carry figures, not the formatting code.
 */
export function claimTexts(claims: Claims, language: Language): ClaimTexts {
  const views = (value: number) => formatClaim(value, 'views', language);
  return {
    students: formatClaim(claims.students, 'count', language),
    rating: formatClaim(claims.rating, 'rating', language),
    averageMonthlyIncome: formatClaim(claims.averageMonthlyIncomeUsd, 'usd', language),
    trackRecord: formatClaim(claims.trackRecordUsd, 'usd', language),
    yearsExperience: formatClaim(claims.yearsExperience, 'plain', language),
    partnerUniversities: formatClaim(claims.partnerUniversities, 'plain', language),
    videoViews: {
      webinar: views(claims.videoViews.webinar),
      podcast: views(claims.videoViews.podcast),
      guide: views(claims.videoViews.guide),
    },
  };
}
