import {
  campaignTagsOfQuery,
  firstTouchCampaign,
  hasCampaignTags,
  parseKeptCampaign,
  type UtmData,
} from '../../../core/registration/utm-data';
import { normalizePromoCode } from '../../../core/site-config/promo-code';
import { PROMO_CODE_KEY } from './campaign-link';

/**
 * The session's first-touch campaign tags (docs/webinar.md "Campaign tags") and its last `?code=`
 * promo code, kept in sessionStorage for the tab's session. Without storage (private mode, SSR) the
 * page's own tags are all there is, and no code is kept.
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

/**
 * Remembers the `code` of the page at `search` over any earlier one: the last link a visitor
 * followed names the offer they came for. Normalised as the server compares codes; text that cannot
 * be a code is ignored (the kept one stays). Returns the session's code.
 */
export function rememberPromoCode(search: string, store = browserStore()): string | undefined {
  const linked = linkedPromoCode(search);
  if (linked === undefined) return keptPromoCode(store);
  try {
    store?.setItem(PROMO_CODE_KEY, linked);
  } catch {
    // A full or refused storage only loses the memory; the checkout's field stays empty.
  }
  return linked;
}

/** The promo code of the page at `search`, if it carries one that can be a code. */
function linkedPromoCode(search: string): string | undefined {
  return normalizePromoCode(new URLSearchParams(search).get('code') ?? '');
}

/**
 * The code for the page at `search`: its own link's, else the one the session's links left. Reads
 * only: the page may be read before the site has kept its link's code.
 */
export function promoCodeFor(search: string, store = browserStore()): string | undefined {
  return linkedPromoCode(search) ?? keptPromoCode(store);
}

/** The promo code the session's links carried last, if any (checked again: storage is untrusted). */
export function keptPromoCode(store = browserStore()): string | undefined {
  try {
    return normalizePromoCode(store?.getItem(PROMO_CODE_KEY) ?? '');
  } catch {
    return undefined;
  }
}

/** What every page reached keeps of its link: the first-touch tags and the last promo code. */
export function rememberCampaign(search: string): void {
  rememberFirstTouch(search);
  rememberPromoCode(search);
}
