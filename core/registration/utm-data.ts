import type { UtmData } from './utm-data-schema';

export type { UtmData } from './utm-data-schema';

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

/** True when at least one campaign tag is present. */
export function hasCampaignTags(utm: UtmData): boolean {
  return UTM_KEYS.some((key) => utm[key] !== undefined);
}

/**
 * The campaign tags of a URL query (`?utm_source=facebook&…`): only the `utm_*` spellings count
 * there, so an unrelated `?source=` or `?term=` parameter is never taken for a campaign tag
 * (docs/webinar.md "Campaign tags").
 */
export function campaignTagsOfQuery(entries: Iterable<readonly [string, string]>): UtmData {
  const tagged = [...entries].filter(([name]) => name.startsWith('utm_'));
  // The first value of a repeated parameter, as URLSearchParams.get reads it.
  const first = new Map<string, string>();
  for (const [name, value] of tagged) if (!first.has(name)) first.set(name, value);
  return parseUtmData(Object.fromEntries(first));
}

/**
 * First touch wins (docs/webinar.md "Campaign tags"): the tags kept from the visitor's first tagged
 * page of the session stay, whole, whatever later pages carry; a session that has none yet takes the
 * current page's. The tags are never mixed, so a lead is attributed to one campaign.
 */
export function firstTouchCampaign(kept: UtmData, current: UtmData): UtmData {
  return hasCampaignTags(kept) ? kept : current;
}

/**
 * Reads tags kept as JSON (the browser's session storage): untrusted like any input, so cleaned by
 * the same rule; anything unreadable counts as no tags.
 */
export function parseKeptCampaign(raw: string | null | undefined): UtmData {
  if (raw === null || raw === undefined || raw === '') return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return parseUtmData(parsed as Readonly<Record<string, unknown>>);
  } catch {
    return {};
  }
}
