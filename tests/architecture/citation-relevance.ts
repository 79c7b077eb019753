import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A word is specific to a section when it appears in at most this share of all doc sections. */
export const SPECIFIC_SHARE = 0.25;

/** Words of plain prose that tie a comment to no section in particular. */
const STOP_WORDS = new Set(
  `that this with from when what which their there them they then than have been were will would
  into each only also does done more most other some such same over under after before while
  where who whom whose your yours ours about again once both every never always just like much
  many very cannot should could must shall being here these those its it's and the for not but
  are was can may one two all any our out off per via new old own too how why use used uses
  using get gets set sets see says say said make makes made take takes taken keep keeps kept
  give gives given find finds found show shows shown call calls called first last next back
  down even well because still until within without between through across`.split(/\s+/),
);

/** Between a cited file and its quoted heading: a space, or a line break and the comment's leader. */
export const CITATION_GAP = String.raw`\s+(?:(?:\*|\/\/)\s+)?`;

/** A citation that names a section: `docs/<name>.md` followed by its quoted heading. */
const SECTION_CITATION = new RegExp(
  String.raw`\bdocs\/([a-z-]+)\.md${CITATION_GAP}"([^"\n]+)"`,
  'g',
);

/** A markdown heading of level one to four, as docs-citations.test.ts reads them. */
const HEADING = /^(#{1,4})\s+(.+?)\s*$/;

/** A line that belongs to a comment: `//`, `/*` or a JSDoc `*` line. */
const COMMENT_LINE = /^\s*(\/\/|\*|\/\*)/;

/** The sections of all docs, keyed `name#heading`, and in how many sections each term appears. */
export interface DocsIndex {
  sections: Map<string, Set<string>>;
  sectionsWith: Map<string, number>;
}

/** Drops a plural, -ing or -ed ending so that "refunds" and "refunded" meet "refund". */
function stem(word: string): string {
  return word.replace(/(ing|ed|es|s)$/, '');
}

/** The terms of a text: lowercased words of at least four letters, stemmed, without stop-words. */
export function termsOf(text: string): Set<string> {
  const words = text.toLowerCase().match(/[a-z][a-z0-9_-]{3,}|\d{2,}/g) ?? [];
  return new Set(words.map(stem).filter((word) => word.length >= 4 && !STOP_WORDS.has(word)));
}

/** Sections by heading, each running up to the next heading of the same or higher level. */
export function sectionsOf(markdown: string): Map<string, string> {
  const lines = markdown.split('\n');
  const headings = lines.flatMap((line, at) => {
    const match = HEADING.exec(line);
    return match ? [{ at, level: match[1]?.length ?? 0, title: match[2] ?? '' }] : [];
  });
  const sections = new Map<string, string>();
  headings.forEach((heading, index) => {
    const next = headings.slice(index + 1).find((later) => later.level <= heading.level);
    const text = lines.slice(heading.at, next?.at ?? lines.length).join('\n');
    // A heading used twice in one file (a "Method" at two levels) stands for both sections.
    sections.set(heading.title, [sections.get(heading.title), text].filter(Boolean).join('\n'));
  });
  return sections;
}

/** Reads every doc in a folder into its sections' terms and each term's section count. */
export function readDocs(docsDir: string): DocsIndex {
  const sections = new Map<string, Set<string>>();
  const sectionsWith = new Map<string, number>();
  for (const file of readdirSync(docsDir).filter((name) => name.endsWith('.md'))) {
    const markdown = readFileSync(join(docsDir, file), 'utf8');
    for (const [heading, text] of sectionsOf(markdown)) {
      const terms = termsOf(text);
      sections.set(`${file.slice(0, -3)}#${heading}`, terms);
      for (const term of terms) sectionsWith.set(term, (sectionsWith.get(term) ?? 0) + 1);
    }
  }
  return { sections, sectionsWith };
}

/** The first and last line of the comment block that holds line `at`. */
function commentBlock(lines: string[], at: number): { first: number; last: number } {
  let first = at;
  let last = at;
  while (first > 0 && COMMENT_LINE.test(lines[first - 1] ?? '')) first--;
  while (last < lines.length - 1 && COMMENT_LINE.test(lines[last + 1] ?? '')) last++;
  return { first, last };
}

/** The first non-blank line after line `at`: the code a comment documents. */
function codeAfter(lines: string[], at: number): string {
  return lines.slice(at + 1).find((line) => line.trim() !== '') ?? '';
}

/** Splits identifiers into words: `readStoredContact` and `order_store.id` read as plain words. */
function splitIdentifiers(code: string): string {
  return code.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_.]/g, ' ');
}

/** What a citation on line `at` backs: its comment and the code below, or the lines around it. */
export function factAround(lines: string[], at: number): string {
  const inComment = COMMENT_LINE.test(lines[at] ?? '');
  const { first, last } = commentBlock(lines, at);
  const around = inComment
    ? lines.slice(first, last + 1)
    : lines.slice(Math.max(0, at - 2), at + 3);
  const code = splitIdentifiers(inComment ? codeAfter(lines, last) : (lines[at] ?? ''));
  return `${around.join(' ')} ${code}`.replace(SECTION_CITATION, ' ');
}

/** The terms a fact shares with a section that appear in at most SPECIFIC_SHARE of all sections. */
export function specificSharedTerms(fact: string, section: Set<string>, docs: DocsIndex): string[] {
  const limit = docs.sections.size * SPECIFIC_SHARE;
  return [...termsOf(fact)].filter(
    (term) => section.has(term) && (docs.sectionsWith.get(term) ?? 0) <= limit,
  );
}

/** Each citation in a source whose section shares no specific term with its comment and code. */
export function unsupportedCitations(source: string, docs: DocsIndex): string[] {
  const lines = source.split('\n');
  return [...source.matchAll(SECTION_CITATION)].flatMap(({ 1: name, 2: heading, index }) => {
    const section = docs.sections.get(`${name}#${heading}`);
    if (section === undefined) return []; // a missing section is the other check's to report
    const at = source.slice(0, index).split('\n').length - 1; // the line the citation starts on
    if (specificSharedTerms(factAround(lines, at), section, docs).length > 0) return [];
    return [
      `${at + 1}: docs/${name}.md "${heading}" (the section says nothing the comment or code says)`,
    ];
  });
}
