/** Campaign tags captured with a registration (docs/webinar.md "Registration form" utmData). Absent tags are left out. */
export interface UtmData {
  readonly source?: string;
  readonly medium?: string;
  readonly campaign?: string;
  readonly content?: string;
  readonly term?: string;
}

const UTM_KEYS = ['source', 'medium', 'campaign', 'content', 'term'] as const;

/** Longest tag kept; tags come from URLs anyone can craft, so they are bounded before storage. */
const MAX_TAG_LENGTH = 200;

/**
 * Cleans campaign tags from an untrusted source (query string, request body): keeps the five known keys, only
 * strings, trimmed, cut to 200 characters, blanks dropped. Accepts both `source` and `utm_source` spellings.
 */
export function parseUtmData(raw: Readonly<Record<string, unknown>>): UtmData {
  const entries = UTM_KEYS.flatMap((key) => {
    const value = raw[key] ?? raw[`utm_${key}`];
    if (typeof value !== 'string') return [];
    const tag = [...value.trim()].slice(0, MAX_TAG_LENGTH).join('');
    return tag === '' ? [] : [[key, tag] as const];
  });
  return Object.fromEntries(entries);
}
