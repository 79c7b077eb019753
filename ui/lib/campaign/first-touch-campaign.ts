import {
  campaignTagsOfQuery,
  firstTouchCampaign,
  hasCampaignTags,
  parseKeptCampaign,
  type UtmData,
} from '../../../core/registration/utm-data';

/**
 * The session's first-touch campaign tags (docs/webinar.md "Campaign tags"): kept in sessionStorage,
 * so they last as long as the tab's session and never outlive it. Storage may be missing or throw
 * (private mode, SSR): the tags of the current page are then all there is.
 */

/** sessionStorage key of the kept tags (versioned so a later shape can ignore old data). */
const FIRST_TOUCH_KEY = 'first-touch-utm-v1';

/** The parts of Storage used here; tests pass a stand-in. */
type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

function browserStore(): SessionStore | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

function readKept(store: SessionStore | undefined): UtmData {
  try {
    return parseKeptCampaign(store?.getItem(FIRST_TOUCH_KEY));
  } catch {
    return {};
  }
}

/**
 * Remembers the tags of the page at `search` when the session has none yet (first touch wins), and
 * returns the session's tags. Called on every page the visitor reaches, before any form sends them.
 */
export function rememberFirstTouch(search: string, store = browserStore()): UtmData {
  const kept = readKept(store);
  const current = campaignTagsOfQuery(new URLSearchParams(search));
  const chosen = firstTouchCampaign(kept, current);
  if (chosen !== kept && hasCampaignTags(chosen)) {
    try {
      store?.setItem(FIRST_TOUCH_KEY, JSON.stringify(chosen));
    } catch {
      // A full or refused storage only loses the memory, never the current page's tags.
    }
  }
  return chosen;
}
