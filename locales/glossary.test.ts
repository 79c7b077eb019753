import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { localeStrings } from './locale-strings';

/**
 * Every text a visitor or a buyer reads uses the glossary's term for each concept, never a variant
 * the glossary rejects (docs/glossary.md): the locale files, the Georgian and English texts of
 * config/site.json and the SMS templates. The rejected variants are read from the glossary's table,
 * so adding one there is enough.
 */

type Language = 'ka' | 'en';

const ROOT = join(import.meta.dirname, '..');
const GLOSSARY = 'docs/glossary.md';
const SMS_TEMPLATES = 'core/sms/sms-templates.ts';

/** One text: where it is (file and key) and what it says. */
interface Text {
  readonly language: Language;
  readonly file: string;
  readonly key: string;
  readonly text: string;
}

/** A rejected variant and the pattern that finds it. */
interface Rejected {
  readonly language: Language;
  readonly term: string;
  readonly pattern: RegExp;
}

/** Letters, digits and placeholder braces: what a whole-word match may not touch on either side. */
const WORD = String.raw`[\p{L}\p{M}\p{N}_{}]`;

/** The pattern of one variant: `…` is any letters, a space any whitespace, whole words otherwise. */
function patternOf(term: string): RegExp {
  const body = term
    .split('…')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, String.raw`\s+`))
    .join(String.raw`[\p{L}\p{M}]*`);
  const before = /^[\p{L}\p{N}{]/u.test(term) ? `(?<!${WORD})` : '';
  const after = /[\p{L}\p{N}}]$/u.test(term) ? `(?!${WORD})` : '';
  return new RegExp(`${before}${body}${after}`, 'u');
}

/** The cells of a Markdown table row, trimmed. */
function cells(row: string): string[] {
  return row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());
}

/** The rejected variants of the glossary's table, from its "Rejected Georgian/English" columns. */
function rejectedTerms(markdown: string): Rejected[] {
  const rows = markdown.split('\n').filter((line) => line.trim().startsWith('|'));
  const headerIndex = rows.findIndex((row) => cells(row)[0] === 'Concept');
  if (headerIndex < 0) throw new Error(`${GLOSSARY}: no table with a "Concept" column`);
  const header = cells(rows[headerIndex] ?? '');
  const columns: [Language, number][] = [
    ['ka', header.indexOf('Rejected Georgian')],
    ['en', header.indexOf('Rejected English')],
  ];
  if (columns.some(([, index]) => index < 0)) {
    throw new Error(
      `${GLOSSARY}: the table needs "Rejected Georgian" and "Rejected English" columns`,
    );
  }
  return rows.slice(headerIndex + 2).flatMap((row) => {
    const cellsOfRow = cells(row);
    return columns.flatMap(([language, index]) =>
      [...(cellsOfRow[index] ?? '').matchAll(/`([^`]+)`/g)].map(([, term = '']) => ({
        language,
        term,
        pattern: patternOf(term),
      })),
    );
  });
}

function localeTexts(): Text[] {
  return (['ka', 'en'] as const).flatMap((language) =>
    readdirSync(join(ROOT, 'locales', language))
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) => {
        const path = `locales/${language}/${file}`;
        const json: unknown = JSON.parse(readFileSync(join(ROOT, path), 'utf8'));
        return localeStrings(json, '').map(([key, text]) => ({ language, file: path, key, text }));
      }),
  );
}

/** The `ka` and `en` values of config/site.json (titles, names, places). */
function siteConfigTexts(): Text[] {
  const json: unknown = JSON.parse(readFileSync(join(ROOT, 'config/site.json'), 'utf8'));
  return localeStrings(json, '').flatMap(([key, text]) => {
    const language = /\.(ka|en)$/.exec(key)?.[1];
    return language === 'ka' || language === 'en'
      ? [{ language, file: 'config/site.json', key, text }]
      : [];
  });
}

/**
 * The text pieces of the SMS templates: every string and template-literal piece under a `ka` or
 * `en` property, keyed by the properties above it (`TEMPLATES.waitlist_offer.ka`) and its line.
 */
function smsTexts(): Text[] {
  const source = ts.createSourceFile(
    SMS_TEMPLATES,
    readFileSync(join(ROOT, SMS_TEMPLATES), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const found: Text[] = [];
  const visit = (node: ts.Node, path: readonly string[]) => {
    let inner = path;
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name))
      inner = [...path, node.name.text];
    if (
      ts.isPropertyAssignment(node) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))
    ) {
      inner = [...path, node.name.text];
    }
    const isText =
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node);
    const language = [...path].reverse().find((name) => name === 'ka' || name === 'en');
    if (isText && (language === 'ka' || language === 'en')) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push({
        language,
        file: SMS_TEMPLATES,
        key: `${path.join('.')} (line ${line + 1})`,
        text: node.text,
      });
    }
    ts.forEachChild(node, (child) => visit(child, inner));
  };
  visit(source, []);
  return found;
}

/** Web and e-mail addresses are not words of the copy. */
function withoutAddresses(text: string): string {
  return text.replace(/https?:\/\/\S+|\S+@\S+/g, ' ');
}

function offenders(texts: readonly Text[], rejected: readonly Rejected[]): string[] {
  return texts.flatMap(({ language, file, key, text }) =>
    rejected
      .filter(
        (variant) => variant.language === language && variant.pattern.test(withoutAddresses(text)),
      )
      .map(({ term }) => `${file} ${key}: "${term}" in “${text.slice(0, 90)}”`),
  );
}

describe('the copy uses the glossary’s terms (docs/glossary.md)', () => {
  const rejected = rejectedTerms(readFileSync(join(ROOT, GLOSSARY), 'utf8'));
  const texts = [...localeTexts(), ...siteConfigTexts(), ...smsTexts()];

  it('reads the rejected variants and every text', () => {
    expect(rejected.filter(({ language }) => language === 'ka').length).toBeGreaterThan(20);
    expect(rejected.filter(({ language }) => language === 'en').length).toBeGreaterThan(20);
    expect(texts.filter(({ file }) => file.startsWith('locales/')).length).toBeGreaterThan(1000);
    expect(texts.filter(({ file }) => file === 'config/site.json').length).toBeGreaterThan(10);
    expect(texts.filter(({ file }) => file === SMS_TEMPLATES).length).toBeGreaterThan(20);
  });

  it('no text uses a variant the glossary rejects', () => {
    expect(offenders(texts, rejected)).toEqual([]);
  });

  it('matches whole words and stems, never a placeholder or an address', () => {
    const sample = (language: Language, text: string) =>
      offenders([{ language, file: 'sample', key: 'k', text }], rejected).length > 0;
    for (const text of [
      'ნაკად №4-ში ყველა ადგილი დაკავებულია',
      'საქართველოში ტექ-სფეროს პროფესიონალები',
      'ლაივ მეცადინეობები.',
      'დაიწყება ლაივ რეჟიმში',
      'მოქმედებს 30 დღიანი გარანტია',
    ]) {
      expect(sample('ka', text), text).toBe(true);
    }
    for (const text of [
      'Leave your email and we will remind you.',
      'Email us',
      'Enrollment requirements',
      'Save my place',
      'Career Acceleration Programme · 8 weeks, live',
    ]) {
      expect(sample('en', text), text).toBe(true);
    }
    for (const text of [
      'Write to {{email}} or to support@techcareer.ge.',
      'Leave your e-mail.',
      'E-mail',
      'You enrolled in cohort 4.',
      'Sessions take place in the evening.',
    ]) {
      expect(sample('en', text), text).toBe(false);
    }
    for (const text of ['№4 ნაკადში ყველა ადგილი დაკავებულია', 'ტექ სფეროში', 'ელფოსტა']) {
      expect(sample('ka', text), text).toBe(false);
    }
  });
});
