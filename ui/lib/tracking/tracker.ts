import { HISTORY_LIMIT } from '../../../core/tracking/event-dedup';
import type { EventData } from '../../../core/tracking/event-fingerprint';
import { conversionRefusal } from '../../../core/tracking/validate-conversion';
import type { AnalyticsEventName } from './analytics-event-name';
import { createDedupFilter } from './dedup-filter';
import type { DedupHistoryStore } from './dedup-history-store';
import { sanitizeEventData } from './event-payload';
import { createTagDelivery, type TagLoading } from './tag-delivery';
import type { TrackedEvent } from './tracked-event';

/** Everything the tracker needs from the outside world, faked in tests. */
export interface TrackerDeps extends TagLoading {
  now(): Date;
  readonly history: DedupHistoryStore;
  readonly debug: boolean;
}

/** The tracker: `track` never throws; `debugLog` is empty unless debugging is on. */
export interface Tracker {
  /** `at` is when the event happened, when it is handed over later (the tracker loads lazily). */
  track(name: AnalyticsEventName, data?: Readonly<Record<string, unknown>>, at?: Date): void;
  debugLog(): readonly TrackedEvent[];
  /**
   * Asks for the tags again (the visitor's choice changed): newly allowed tags load, withdrawn ones
   * receive nothing more; their scripts are gone from the next page load on.
   */
  refreshProviders(): void;
}

/** Core's conversion rule for a Purchase: a transaction id and a positive value (docs/messaging.md). */
function purchaseIsValid(data: EventData): boolean {
  const { value, transaction_id: transactionId } = data;
  if (typeof value !== 'number') return false;
  const id = typeof transactionId === 'string' ? transactionId : undefined;
  return conversionRefusal({ type: 'Purchase', value, transactionId: id }) === undefined;
}

/**
 * Creates the tracker (docs/messaging.md "Analytics events"): personal data stripped, invalid
 * purchases and duplicates dropped by the core rules, the rest queued until the tags load on idle.
 * Every failure is swallowed: analytics never breaks the page.
 */
export function createTracker(deps: TrackerDeps): Tracker {
  const dedup = createDedupFilter(deps.history);
  const delivery = createTagDelivery(deps);
  const log: TrackedEvent[] = [];

  function remember(event: TrackedEvent): void {
    if (!deps.debug) return;
    log.push(event);
    if (log.length > HISTORY_LIMIT) log.shift();
  }

  function track(
    name: AnalyticsEventName,
    raw: Readonly<Record<string, unknown>> | undefined,
    at: Date,
  ): void {
    const data = sanitizeEventData(raw);
    const event: TrackedEvent = { name, data, at: at.getTime(), outcome: 'queued' };
    remember(event);
    if (name === 'purchase' && !purchaseIsValid(data)) event.outcome = 'invalid';
    else if (!dedup.fires(name, data, at)) event.outcome = 'duplicate';
    else delivery.send(event);
  }

  return {
    track(name, data, at) {
      try {
        track(name, data, at ?? deps.now());
      } catch {
        // Never let a tracking call break the feature that made it (docs/messaging.md "Analytics events").
      }
    },
    debugLog: () => [...log],
    refreshProviders: delivery.reload,
  };
}
