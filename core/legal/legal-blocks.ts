/**
 * A legal section's body in `locales/<lng>/legal.json`, where the legal pages' wording lives
 * (docs/legal.md), as typed blocks the pages and e-mailed copies (legal-document-text.ts) trust.
 */

/** One list item: a string, or `{ "term", "text" }`: a bold lead-in and its explanation. */
export type LegalListItem = string | { term: string; text: string };

/**
 * One block of legal text. In JSON: a string is a paragraph, `{ "list" }` / `{ "steps" }` a
 * bulleted / numbered list, `{ "title", "body" }` a subsection, `{ "processors": "list" }` the
 * processors in use (docs/legal.md "Processors").
 */
export type LegalBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: LegalListItem[] }
  | { kind: 'subsection'; title: string; blocks: LegalBlock[] }
  | { kind: 'processors' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseListItem(value: unknown, where: string): LegalListItem {
  if (typeof value === 'string') return value;
  if (isRecord(value) && typeof value.term === 'string' && typeof value.text === 'string') {
    return { term: value.term, text: value.text };
  }
  throw new TypeError(`legal.json: bad list item at ${where}`);
}

function parseItems(value: unknown, where: string): LegalListItem[] {
  if (!Array.isArray(value)) throw new TypeError(`legal.json: list expected at ${where}`);
  return value.map((item, index) => parseListItem(item, `${where}[${index}]`));
}

function parseBlock(value: unknown, where: string): LegalBlock {
  if (typeof value === 'string') return { kind: 'paragraph', text: value };
  if (isRecord(value)) {
    if ('list' in value)
      return { kind: 'list', ordered: false, items: parseItems(value.list, where) };
    if (value.processors === 'list') return { kind: 'processors' };
    if ('steps' in value) {
      return { kind: 'list', ordered: true, items: parseItems(value.steps, where) };
    }
    if (typeof value.title === 'string') {
      return {
        kind: 'subsection',
        title: value.title,
        blocks: parseLegalBlocks(value.body, where),
      };
    }
  }
  throw new TypeError(`legal.json: unknown block at ${where}`);
}

/**
 * Parses the value i18next returns for a section body (`t(key, { returnObjects: true })`).
 * Malformed locale content is a bug in the repository, not a visitor's error, so it throws.
 */
export function parseLegalBlocks(value: unknown, where = 'body'): LegalBlock[] {
  if (!Array.isArray(value))
    throw new TypeError(`legal.json: array of blocks expected at ${where}`);
  return value.map((block, index) => parseBlock(block, `${where}[${index}]`));
}
