import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeStrings } from './locale-strings';

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
  // The cohort capacity is configuration (config/site.json cohorts[].capacity): `{{capacity}}`.
  /\d+\s+(?:participants|people in a cohort|მონაწილ|ადამიანი)/,
];

/**
 * Every other number the copy may state, each a fixed fact of the course, the law or a form rule,
 * not a marketing claim (docs/site.md "Claims"). A number not listed here fails the test below:
 * either it is a claim (move it to config/site.json `claims`) or a fact (add it here, with why).
 */
const FIXED_FIGURES: ReadonlyMap<string, string> = new Map([
  ['0', 'calculator bounds and hints'],
  ['0.1', 'exchange-rate bound (en)'],
  ['0,1', 'exchange-rate bound (ka)'],
  ['1', 'counts in hints and rate notes'],
  ['2', 'minimum name length, two live sessions for the guarantee'],
  ['3', 'three funds, three pillars, three years of records'],
  ['4', 'UTC+4, four hours a week'],
  ['5', 'mobile numbers start with 5, five hours a week'],
  ['6', '6 years of accounting records (tax law), recordings kept 6 months'],
  ['7', 'seven working days to honour a withdrawn consent (Law No. 3144)'],
  ['8', 'the course lasts 8 weeks'],
  ['9', 'nine national phone digits'],
  ['10', '10 days to answer an access request; 10 business days for complaints'],
  ['12', '12-month plan, 12 months of lead retention'],
  ['14', '14-day withdrawal right, 14 months of analytics, 14-day refund deadline'],
  ['15', 'calculator horizon warning'],
  ['18', '18 % VAT, adults from 18'],
  ['20', 'calculator inflation bound, 20 % progress'],
  ['24', 'access within 24 hours, answers within 24 hours'],
  ['25', 'partial-refund example'],
  ['30', '30-day guarantee, 30-minute call, backups kept 30 days'],
  ['34', 'phone placeholder'],
  ['40', 'calculator horizon bound'],
  ['50', '50 % of materials; name length; calculator minimum'],
  ['256', 'SHA-256, the hash the server applies before sending conversions to Meta'],
  ['56', 'phone placeholder'],
  ['72', 'breach report within 72 hours'],
  ['75', 'partial-refund example'],
  ['90', 'webinar length in minutes'],
  ['100', 'NASDAQ-100, percentages'],
  ['500', 'S&P 500'],
  ['555', 'phone placeholder'],
  ['995', 'Georgia’s calling code'],
  ['9955', 'phone format example'],
  ['000', 'thousands in calculator hints'],
  ['1,000', 'calculator hint (en)'],
  ['10,000', 'calculator hint (en)'],
  ['1000000', 'calculator maximum'],
  ['10000000', 'calculator maximum'],
  ['2005', 'calculator data range'],
  ['2024', 'Law No. 3144 in force since 1 March 2024'],
  ['2025', 'calculator data range'],
  ['3144', 'the data-protection law’s number'],
]);

/** The numbers a text states, leaving out placeholders, web and e-mail addresses. */
function figuresIn(text: string): string[] {
  const stated = text
    .replace(/\{\{\w+\}\}/g, ' ')
    .replace(/https?:\/\/\S+|\S+@\S+|[\w.-]+\.ge\b/g, ' ');
  return stated.match(/\d+(?:[.,]\d+)?/g) ?? [];
}

function allLocaleTexts(): [string, string][] {
  const root = import.meta.dirname;
  return ['ka', 'en'].flatMap((language) =>
    readdirSync(join(root, language))
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) =>
        localeStrings(
          JSON.parse(readFileSync(join(root, language, file), 'utf8')),
          `${language}/${file}:`,
        ),
      ),
  );
}

describe('locales state no claim figure', () => {
  it('reads the locale files', () => {
    expect(allLocaleTexts().length).toBeGreaterThan(500);
  });

  it('no text hard-codes a students, rating, income, track-record, years or views figure', () => {
    const offenders = allLocaleTexts()
      .filter(([, text]) => CLAIM_FIGURES.some((pattern) => pattern.test(text)))
      .map(([path, text]) => `${path} ${text.slice(0, 80)}`);
    expect(offenders).toEqual([]);
  });

  it('states no number outside the fixed facts above: every other figure comes from configuration', () => {
    const unknown = allLocaleTexts().flatMap(([path, text]) =>
      figuresIn(text)
        .filter((figure) => !FIXED_FIGURES.has(figure))
        .map((figure) => `${path} ${figure}`),
    );
    expect(unknown).toEqual([]);
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
      'Small cohort of up to 30 participants',
      'მაქსიმუმ 30 მონაწილე',
    ]) {
      expect(CLAIM_FIGURES.some((pattern) => pattern.test(old))).toBe(true);
    }
    expect(figuresIn('47 students, 4,9/5').filter((f) => !FIXED_FIGURES.has(f))).toEqual([
      '47',
      '4,9',
    ]);
  });
});
