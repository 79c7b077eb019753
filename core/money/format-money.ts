import type { Language } from '../language/languages';
import type { Money } from './money';

const NBSP = '\u00a0';

/** Whole lari and the remaining tetri, for display. */
function splitLari(amount: Money): { readonly lari: number; readonly tetri: number } {
  return { lari: Math.floor(amount / 100), tetri: amount % 100 };
}

/** Groups digits by three; `minimum` is how many digits a number needs before it is grouped at all. */
function groupDigits(digits: string, separator: string, minimum: number): string {
  if (digits.length < minimum) return digits;
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * Formats an amount in lari with the ₾ sign, without Intl so prerendered HTML and the hydrated page agree on every
 * character (ICU versions differ in the grouping space, docs/site.md "Georgian text"). Whole lari show no decimals.
 * - ka follows CLDR ka-GE: `2700 ₾`, `12 345 ₾`, `1 234 567,89 ₾` (no-break spaces, four-digit amounts ungrouped).
 * - en follows en-US with the lari sign in front, as Intl's narrow symbol does: `₾2,700`, `₾1,234,567.89`.
 */
export function formatMoney(amount: Money, language: Language): string {
  const { lari, tetri } = splitLari(amount);
  const fraction = tetri === 0 ? '' : String(tetri).padStart(2, '0');
  if (language === 'ka') {
    const whole = groupDigits(String(lari), NBSP, 5);
    return `${whole}${fraction && `,${fraction}`}${NBSP}₾`;
  }
  return `₾${groupDigits(String(lari), ',', 4)}${fraction && `.${fraction}`}`;
}
