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
export type ClaimStyle = 'plain' | 'count' | 'views' | 'usd' | 'rating';

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
export function formatClaim(value: number, style: ClaimStyle, language: Language): string {
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
