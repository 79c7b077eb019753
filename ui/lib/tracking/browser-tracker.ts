import { consentModeSignals } from '../../../core/consent/consent-rules';
import { clientEnv } from '../../config/env';
import { currentConsent, onConsentChange } from '../consent/consent-cookie';
import type { AnalyticsProvider } from './analytics-provider';
import { sessionDedupHistoryStore } from './dedup-history-store';
import type { TrackedEvent } from './tracked-event';
import { createTracker, type Tracker } from './tracker';

/** Tags wait at most this long for an idle moment before loading anyway. */
const IDLE_TIMEOUT_MS = 4_000;

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window)
    window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(run, 1_000);
}

/**
 * The tag loaders are a separate chunk fetched only when an id is configured and the visitor opted
 * in to a category (docs/legal.md "Consent to tracking"): with none (tests, Lighthouse, a fresh
 * deploy, a visitor who has not chosen) not one byte of provider code reaches the visitor.
 */
async function loadConfiguredProviders(): Promise<readonly AnalyticsProvider[]> {
  const env = clientEnv;
  const consent = currentConsent();
  const wanted =
    (consent.analytics && env.ga4Id) ||
    (consent.advertising && (env.metaPixelId || env.linkedinPartnerId));
  if (!wanted) return [];
  const [{ loadAnalytics }, { browserTagHost }] = await Promise.all([
    import('./load-analytics'),
    import('./analytics-provider'),
  ]);
  return loadAnalytics(env, browserTagHost(), consent);
}

/** A changed choice: Consent Mode hears it at once (if gtag is loaded), and the tags are asked again. */
function followConsent(current: Tracker): void {
  onConsentChange(() => {
    const gtag = (window as { gtag?: (...args: unknown[]) => void }).gtag;
    gtag?.('consent', 'update', consentModeSignals(currentConsent()));
    current.refreshProviders();
  });
}

declare global {
  interface Window {
    /** Read-only view of the debug log, set only with `debug=tracking` (e2e tests, support). */
    __trackingDebugLog?: () => readonly TrackedEvent[];
  }
}

let tracker: Tracker | undefined;

/**
 * The page's one tracker, created on first use with the debug log on when the URL has
 * `debug=tracking`. Loaded by track-event.ts only when something listens.
 */
export function browserTracker(): Tracker | undefined {
  if (typeof window === 'undefined') return undefined; // prerendering: nothing to track
  if (tracker) return tracker;
  const debug = new URLSearchParams(window.location.search).get('debug') === 'tracking';
  tracker = createTracker({
    now: () => new Date(),
    history: sessionDedupHistoryStore(sessionStorageOrUndefined()),
    loadProviders: loadConfiguredProviders,
    whenIdle,
    debug,
  });
  if (debug) window.__trackingDebugLog = () => tracker?.debugLog() ?? [];
  followConsent(tracker);
  return tracker;
}
