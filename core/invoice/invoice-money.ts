import type { Language } from '../language/languages';

/**
 * An invoice amount as accountants write it, always with its tetri (docs/purchase.md "Company
 * invoices"): `7 500,00 ₾` in Georgian, `₾7,500.00` in English, grouped by three.
 */
export function invoiceMoney(tetri: number, language: Language): string {
  const lari = String(Math.floor(tetri / 100));
  const fraction = String(tetri % 100).padStart(2, '0');
  const group = (separator: string) => lari.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return language === 'ka' ? `${group(' ')},${fraction} ₾` : `₾${group(',')}.${fraction}`;
}
