import type { Language } from '../language/languages';
import { formatMoney } from '../money/format-money';
import type { Money } from '../money/money';

const NBSP = '\u00a0';

/** Whole dollars in English formatting in either language (docs/calculator.md "Exchange rate"). */
export function formatUsd(dollars: number): string {
  const sign = dollars < 0 ? '-' : '';
  const digits = String(Math.abs(Math.round(dollars))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${digits}`;
}

/**
 * Signed tetri as whole lari in the page's format (results are estimates, so tetri are noise).
 * Without Intl, like formatMoney, so prerender and hydration agree (docs/purchase.md "Course and price").
 */
export function formatLari(amount: number, language: Language): string {
  const rounded = Math.round(Math.abs(amount) / 100) * 100;
  const text = formatMoney(rounded as Money, language);
  return amount <= -50 ? `-${text}` : text;
}

/** A percent with one decimal: ka `7,5%`, en `7.5%` (docs/site.md "Georgian text"). */
export function formatPercent(value: number, language: Language, decimals = 1): string {
  const fixed = (Math.round(value * 10 ** decimals) / 10 ** decimals).toFixed(decimals);
  const normalised = fixed === `-${(0).toFixed(decimals)}` ? (0).toFixed(decimals) : fixed;
  const [whole = '0', fraction] = normalised.split('.');
  const grouped =
    language === 'ka'
      ? whole.length < 5
        ? whole
        : whole.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP)
      : whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const separator = language === 'ka' ? ',' : '.';
  return `${grouped}${fraction === undefined ? '' : `${separator}${fraction}`}%`;
}

/** A rate such as 2.7086 with four decimals: ka `2,7086`, en `2.7086`. */
export function formatRate(value: number, language: Language): string {
  const fixed = value.toFixed(4);
  return language === 'ka' ? fixed.replace('.', ',') : fixed;
}

/**
 * A short axis label for an amount of tetri: en `₾120K`, `₾1.2M`; ka `120 ათ. ₾`, `1,2 მლნ ₾`
 * (Georgian abbreviations for thousand and million, no-break spaces).
 */
export function formatCompactLari(amount: number, language: Language): string {
  const lari = amount / 100;
  const [scaled, suffix] =
    Math.abs(lari) >= 1_000_000
      ? [lari / 1_000_000, language === 'ka' ? 'მლნ' : 'M']
      : Math.abs(lari) >= 1000
        ? [lari / 1000, language === 'ka' ? 'ათ.' : 'K']
        : [lari, ''];
  const rounded = String(Math.round(scaled * 10) / 10);
  if (language === 'en') return `₾${rounded}${suffix}`;
  const number = rounded.replace('.', ',');
  return suffix === '' ? `${number}${NBSP}₾` : `${number}${NBSP}${suffix}${NBSP}₾`;
}
