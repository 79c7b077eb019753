import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const LOCALES_DIR = import.meta.dirname;

/**
 * Strings allowed to be the same in Georgian and English: proper nouns, brand names, URLs, e-mail
 * addresses, codes and numbers. Anything else identical in both files is an untranslated string.
 */
const SAME_IN_BOTH_ALLOWED: readonly RegExp[] = [
  /^Tech ?Career$/,
  /^(LinkedIn|Instagram|Facebook|YouTube|Visa|Mastercard|Apple Pay|Google Pay|Flitt|Calendly)$/,
  /^(S&P 500|NASDAQ-100|GEL|USD|₾|\$|%|ROI)$/,
  // Language names are written in their own language (endonyms) in both files.
  /^(ქართული|English)$/,
  /^https?:\/\/\S+$/,
  /^mailto:\S+$/,
  /^[^\s@]+@[^\s@]+\.[a-z]+$/,
  /^[\d\s.,:%+\-–/₾$()×x]+$/,
  /^\{\{\w+\}\}$/,
  // Templates made only of placeholders and punctuation ("{{date}}, {{time}} — {{title}}").
  /^(\{\{\w+\}\}|[\s,.:;·—–()-])+$/,
  // The legal texts' marker for the list of processors built from configuration (legal-blocks.ts).
  /^list$/,
];

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function leaves(value: Json, prefix = ''): Map<string, Json> {
  const result = new Map<string, Json>();
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of leaves(child, prefix === '' ? key : `${prefix}.${key}`)) {
        result.set(path, leaf);
      }
    }
  } else {
    result.set(prefix, value);
  }
  return result;
}

function read(language: string, file: string): Json {
  return JSON.parse(readFileSync(join(LOCALES_DIR, language, file), 'utf8')) as Json;
}

const namespaces = [
  ...new Set([...readdirSync(join(LOCALES_DIR, 'ka')), ...readdirSync(join(LOCALES_DIR, 'en'))]),
]
  .filter((file) => file.endsWith('.json'))
  .sort();

describe('locales', () => {
  it('has namespaces to check', () => {
    expect(namespaces.length).toBeGreaterThan(0);
  });

  describe.each(namespaces)('%s', (file) => {
    it('exists in both languages with identical key sets', () => {
      const ka = leaves(read('ka', file));
      const en = leaves(read('en', file));
      expect([...ka.keys()].sort()).toEqual([...en.keys()].sort());
    });

    it('has no empty strings', () => {
      for (const language of ['ka', 'en']) {
        const empty = [...leaves(read(language, file))].filter(
          ([, value]) => typeof value === 'string' && value.trim() === '',
        );
        expect(empty.map(([key]) => `${language}:${key}`)).toEqual([]);
      }
    });

    it('has no Georgian string copied from English, apart from the allow-list', () => {
      const en = leaves(read('en', file));
      const copied = [...leaves(read('ka', file))].filter(
        ([key, value]) =>
          typeof value === 'string' &&
          en.get(key) === value &&
          !SAME_IN_BOTH_ALLOWED.some((pattern) => pattern.test(value)),
      );
      expect(copied.map(([key, value]) => `${key}: ${String(value)}`)).toEqual([]);
    });
  });
});
