import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The marketing figures are configuration (config/site.json `claims`, docs/site.md "Claims"): the
 * copy carries placeholders such as `{{students}}`, never the figure itself, so one edit of the file
 * changes every section and both languages.
 */
const CLAIM_FIGURES: readonly RegExp[] = [
  /(?<![\d.,])(30|50|500)\+/, // the students claim as 30+, 50+ and 500+
  /\$\s?\d/, // a dollar figure (average income, track record)
  /\d(?:[.,]\d)?\s?K\+/, // 1K+, 7.1K+ views
  /\d\s?მლნ/, // $8 მლნ+
  /\d[.,]\d\/5/, // 4.8/5
  /1[\s\u00a0]000\+/, // 1 000+ views
  /(?:more than|მეტი)[^.]*\b(?:500|8)\b/, // "more than 500 professionals", "8 მილიონ"
  /\b11 (?:years|წელი)/, // years of experience
];

function strings(node: unknown, path: string): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  if (Array.isArray(node)) return node.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (node && typeof node === 'object') {
    return Object.entries(node).flatMap(([key, value]) =>
      strings(value, path ? `${path}.${key}` : key),
    );
  }
  return [];
}

function localeStrings(): [string, string][] {
  const root = import.meta.dirname;
  return ['ka', 'en'].flatMap((language) =>
    readdirSync(join(root, language))
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) =>
        strings(
          JSON.parse(readFileSync(join(root, language, file), 'utf8')),
          `${language}/${file}:`,
        ),
      ),
  );
}

describe('locales state no claim figure', () => {
  it('reads the locale files', () => {
    expect(localeStrings().length).toBeGreaterThan(500);
  });

  it('no text hard-codes a students, rating, income, track-record, years or views figure', () => {
    const offenders = localeStrings()
      .filter(([, text]) => CLAIM_FIGURES.some((pattern) => pattern.test(text)))
      .map(([path, text]) => `${path} ${text.slice(0, 80)}`);
    expect(offenders).toEqual([]);
  });

  it('would catch the figures the copy used to carry', () => {
    for (const old of [
      '50+',
      '30+ students',
      '$15K+',
      '$15 000+',
      '$8 მლნ+',
      '1K+ views',
      '7.1K+',
      '4.8/5',
      '1 000+ ნახვა',
      'more than 500 professionals',
      'For 11 years',
    ]) {
      expect(CLAIM_FIGURES.some((pattern) => pattern.test(old))).toBe(true);
    }
  });
});
