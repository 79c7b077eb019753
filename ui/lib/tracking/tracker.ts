import { type DedupHistory, decideEvent, HISTORY_LIMIT } from '../../../core/tracking/event-dedup';
import { type EventData, eventFingerprint } from '../../../core/tracking/event-fingerprint';
import { conversionRefusal } from '../../../core/tracking/validate-conversion';
import type { AnalyticsEventName } from './analytics-event-name';
import type { AnalyticsProvider } from './analytics-provider';
import type { DedupHistoryStore } from './dedup-history-store';
import { sanitizeEventData } from './event-payload';
import { dedupName } from './meta-events';

/** What happened to one event, as the debug panel shows it. */
export type TrackOutcome = 'sent' | 'queued' | 'duplicate' | 'invalid';

/** One entry of the debug log (only kept when debugging is on). */
export interface TrackedEvent {
  readonly name: AnalyticsEventName;
  readonly data: EventData;
  readonly at: number;
  outcome: TrackOutcome;
}

/** Everything the tracker needs from the outside world, faked in tests. */
export interface TrackerDeps {
  now(): Date;
  readonly history: DedupHistoryStore;
  /** Injects the configured tags; called once, on idle after the first event. */
  loadProviders(): Promise<readonly AnalyticsProvider[]>;
  /** Runs work once the page is idle (after first paint). */
  whenIdle(run: () => void): void;
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
 * Creates the tracker (docs/messaging.md "Analytics events"): payloads are stripped of personal data, invalid
 * purchases dropped (docs/validation.md "Error codes"), duplicates inside 100 ms and repeated session-scoped events dropped by the
 * core rule, and the rest queued in order until the tags load on idle, then delivered. Every
 * failure — storage, loading, a tag throwing — is swallowed: analytics never breaks the page.
 */
export function createTracker(deps: TrackerDeps): Tracker {
  let history: DedupHistory | undefined;
  let providers: readonly AnalyticsProvider[] | undefined;
  let loadScheduled = false;
  const queue: TrackedEvent[] = [];
  const log: TrackedEvent[] = [];

  function deliver(event: TrackedEvent): void {
    for (const provider of providers ?? []) {
      try {
        provider.send(event.name, event.data);
      } catch {
        // docs/messaging.md "Analytics events": analytics failures are ignored.
      }
    }
    event.outcome = 'sent';
  }

  async function loadAndFlush(): Promise<void> {
    try {
      providers = await deps.loadProviders();
    } catch {
      providers = [];
    }
    for (const event of queue.splice(0)) deliver(event);
  }

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
    if (name === 'purchase' && !purchaseIsValid(data)) {
      event.outcome = 'invalid';
      return;
    }
    history ??= deps.history.load();
    const fingerprint = eventFingerprint(name, data);
    const decision = decideEvent(history, { name: dedupName(name), fingerprint, at });
    history = decision.history;
    if (!decision.fire) {
      event.outcome = 'duplicate';
      return;
    }
    deps.history.save(history);
    if (providers) {
      deliver(event);
      return;
    }
    if (queue.length >= HISTORY_LIMIT) queue.shift();
    queue.push(event);
    if (!loadScheduled) {
      loadScheduled = true;
      deps.whenIdle(() => void loadAndFlush());
    }
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
    refreshProviders() {
      // Nothing tracked yet: the first event loads the tags with the choice as it is then.
      if (loadScheduled) void loadAndFlush();
    },
  };
}
