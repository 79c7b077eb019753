import { clientEnv } from '../../config/env';
import type { AnalyticsEventName } from './analytics-event-name';
import type { Tracker } from './tracker';

export type { AnalyticsEventName } from './analytics-event-name';

/**
 * The one module features call to track; the tracker is a chunk fetched only when a tag is
 * configured or the debug panel is open, so otherwise tracking costs no bytes (docs/messaging.md
 * "Analytics events").
 */

let tracker: Promise<Tracker | undefined> | undefined;
let loaded: Tracker | undefined;

function somethingListens(): boolean {
  const { metaPixelId, ga4Id, linkedinPartnerId } = clientEnv;
  if (metaPixelId || ga4Id || linkedinPartnerId) return true;
  return new URLSearchParams(window.location.search).get('debug') === 'tracking';
}

/**
 * Sends one analytics event (docs/messaging.md "Analytics events") to every configured tag. Never throws; personal data is
 * stripped; duplicates are dropped (docs/messaging.md "De-duplication"); events keep their order and the time they happened while
 * the tracker loads. Does nothing during prerendering or when nothing listens.
 */
export function trackEvent(
  name: AnalyticsEventName,
  data?: Readonly<Record<string, unknown>>,
): void {
  try {
    if (typeof window === 'undefined') return;
    // Once started (e.g. on a `debug=tracking` URL) the tracker keeps logging after navigation.
    if (tracker === undefined && !somethingListens()) return;
    const at = new Date();
    tracker ??= import('./browser-tracker').then((module) => {
      loaded = module.browserTracker();
      return loaded;
    });
    tracker.then((ready) => ready?.track(name, data, at)).catch(() => {});
  } catch {
    // docs/messaging.md "Analytics events": analytics failures are ignored.
  }
}

/** The last 50 events and what happened to each, when the URL has `debug=tracking`. */
export function trackingDebugLog(): ReturnType<Tracker['debugLog']> {
  return loaded?.debugLog() ?? [];
}
