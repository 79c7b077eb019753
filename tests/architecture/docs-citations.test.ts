import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CITATION_GAP, readDocs, unsupportedCitations } from './citation-relevance';

/**
 * A reader of a clone must be able to follow every citation: comments, test names and strings cite the
 * repository's own docs (`docs/purchase.md "Order lifecycle"`), never a document that lives outside it
 * (docs/architecture.md "Boundaries"). This also checks that each cited docs file, and each quoted
 * section heading right after it, exists, and that the cited section holds the fact: it shares a
 * specific term with the comment and the code the citation backs (citation-relevance.ts).
 */
const ROOT = join(import.meta.dirname, '../..');
const SCANNED_DIRS = ['core', 'adapters', 'server', 'ui', 'tests', 'bench', 'scripts'];
/** The configuration files at the top of the repository, which cite docs too. */
const ROOT_FILES = ['vite.config.ts', 'vitest.config.ts', 'vitest.workspace.ts'];
const SOURCE = /\.(ts|tsx|mts|mjs|cjs|js|css)$/;
const THIS_FILE = 'tests/architecture/docs-citations.test.ts';

/** Citations of documents outside the repository, each with what to write instead. */
const OUTSIDE: { pattern: RegExp; why: string }[] = [
  {
    pattern: /\bspec(?:'s)?\s+\(?\s*(?:part\s+\d|§)/i,
    why: 'cites the product spec: cite docs/<area>.md',
  },
  { pattern: /(?<![\w])part\s+\d\s*§/i, why: 'cites a spec part: cite docs/<area>.md' },
  { pattern: /(?<!RFC\s?\d+\s?)§\s?\d/, why: 'cites a numbered section of an outside document' },
  { pattern: /\breference\/[a-z-]+\.md/, why: 'cites shared/reference: cite docs/<name>.md' },
  { pattern: /\bdesign\/[a-z-]+\.md/, why: 'cites shared/design: cite docs/architecture.md' },
  { pattern: /\bshared\/(?:spec|reference|design)\b/, why: 'cites the shared folder' },
  { pattern: /\.\.\/shared\b/, why: 'points into a ../shared path outside the repository' },
  { pattern: /\bHTTP contract\b/i, why: 'cites the issue HTTP contract: cite docs/purchase.md' },
  { pattern: /\bbrief\s+[A-Z]\d/, why: 'cites a work brief' },
  { pattern: /(?<![\w/.-])(?:georgia|style)\.md\b/, why: 'cites an outside document' },
  {
    pattern:
      /(?<![\w/.-])(?:security|architecture|integrations|performance|decisions|site|webinar|purchase|validation|messaging|calculator|legal|operator-sms)\.md\b/,
    why: 'names a document without its docs/ folder',
  },
];

/** Docs citations: `docs/<name>.md`, optionally followed by a quoted heading (on the next line too). */
const DOCS_CITATION = new RegExp(
  String.raw`\bdocs\/([a-z-]+)\.md(?:${CITATION_GAP}"([^"\n]+)")?`,
  'g',
);

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

/** The text that can cite: everything but module specifiers (`from '../shared/x'` is an import, not a citation). */
function citableText(source: string): string {
  return source
    .replace(/\bfrom\s+(['"])[^'"\n]*\1/g, 'from ""')
    .replace(/\bimport\s*\(\s*(['"])[^'"\n]*\1\s*\)/g, 'import("")')
    .replace(/^\s*import\s+(['"])[^'"\n]*\1/gm, 'import ""')
    .replace(/\brequire\s*\(\s*(['"])[^'"\n]*\1\s*\)/g, 'require("")');
}

/** Each outside citation in a text, as `line: text (why)`. */
function outsideCitations(text: string): string[] {
  return citableText(text)
    .split('\n')
    .flatMap((line, index) =>
      OUTSIDE.filter(({ pattern }) => pattern.test(line)).map(
        ({ why }) => `${index + 1}: ${line.trim().slice(0, 120)} (${why})`,
      ),
    );
}

/** The headings of a docs file, as written after the #s. */
function headingsOf(name: string): Set<string> {
  const text = readFileSync(join(ROOT, 'docs', `${name}.md`), 'utf8');
  return new Set([...text.matchAll(/^#{1,4}\s+(.+?)\s*$/gm)].map((match) => match[1] ?? ''));
}

/** Each docs citation whose file or quoted heading does not exist. */
function brokenDocsCitations(text: string): string[] {
  return [...citableText(text).matchAll(DOCS_CITATION)].flatMap(([whole, name = '', heading]) => {
    if (!existsSync(join(ROOT, 'docs', `${name}.md`))) return [`${whole} (no such file)`];
    if (heading !== undefined && !headingsOf(name).has(heading))
      return [`docs/${name}.md "${heading}" (no such heading)`];
    return [];
  });
}

describe('docs citations', () => {
  const files = [
    ...SCANNED_DIRS.flatMap((dir) => sourceFiles(join(ROOT, dir))),
    ...ROOT_FILES.map((name) => join(ROOT, name)),
  ]
    .map((path) => relative(ROOT, path).split('\\').join('/'))
    .filter((path) => path !== THIS_FILE);

  it('finds the sources', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('cites no document outside the repository', () => {
    const offenders = files.flatMap((file) =>
      outsideCitations(readFileSync(join(ROOT, file), 'utf8')).map((found) => `${file}:${found}`),
    );
    expect(offenders).toEqual([]);
  });

  it('cites only docs files and section headings that exist', () => {
    const broken = files.flatMap((file) =>
      brokenDocsCitations(readFileSync(join(ROOT, file), 'utf8')).map(
        (found) => `${file}: ${found}`,
      ),
    );
    expect(broken).toEqual([]);
  });

  it('cites sections that hold the fact the comment relies on', () => {
    const docs = readDocs(join(ROOT, 'docs'));
    const unsupported = files.flatMap((file) =>
      unsupportedCitations(readFileSync(join(ROOT, file), 'utf8'), docs).map(
        (found) => `${file}:${found}`,
      ),
    );
    expect(unsupported).toEqual([]);
  });

  it('rejects a citation whose section says nothing of the fact (the check can fail)', () => {
    const docs = readDocs(join(ROOT, 'docs'));
    const sample = [
      '// The chart draws one point per year of saving (docs/legal.md "Refund policy").',
      'const points = chartPoints(years);',
      '',
      '// A buyer may ask for a refund within 30 days (docs/legal.md "Refund policy").',
      'const refundWindowDays = 30;',
    ].join('\n');
    expect(unsupportedCitations(sample, docs)).toEqual([
      '1: docs/legal.md "Refund policy" (the section says nothing the comment or code says)',
    ]);
  });

  it('flags outside citations and broken docs citations (the checks can fail)', () => {
    const sample = [
      '/** The life cycle (spec part 1 §4, reference/security.md "Payment callbacks"). */',
      '// integrations.md §1c and HTTP contract §5',
      "import { x } from '../errors/domain-error'; // a module path is not a citation",
      '/** docs/purchase.md "Order lifecycle" and docs/nowhere.md and docs/site.md "No such part" */',
      '// a citation broken across lines, docs/site.md',
      '// "Also no such part", is read whole',
    ].join('\n');
    expect(outsideCitations(sample).map((found) => found.split(':')[0])).toEqual([
      '1',
      '1',
      '1',
      '1',
      '2',
      '2',
      '2',
    ]);
    expect(brokenDocsCitations(sample)).toEqual([
      'docs/nowhere.md (no such file)',
      'docs/site.md "No such part" (no such heading)',
      'docs/site.md "Also no such part" (no such heading)',
    ]);
  });
});
