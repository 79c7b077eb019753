import { HISTORY_LIMIT } from '../../../core/tracking/event-dedup';
import type { AnalyticsProvider } from './analytics-provider';
import type { TrackedEvent } from './tracked-event';

/** Where the tags come from and when they may load. */
export interface TagLoading {
  /** Injects the configured tags; called once, on idle after the first event. */
  loadProviders(): Promise<readonly AnalyticsProvider[]>;
  /** Runs work once the page is idle (after first paint). */
  whenIdle(run: () => void): void;
}

/** Hands accepted events to the tags; `reload` asks for the tags again once they were asked for. */
interface TagDelivery {
  send(event: TrackedEvent): void;
  reload(): void;
}

/**
 * The tags and the events waiting for them: queued in order (the newest `HISTORY_LIMIT`) until the
 * tags load on idle after the first event, then delivered. A tag that fails to load or throws is
 * skipped (docs/messaging.md "Analytics events": analytics failures are ignored).
 */
export function createTagDelivery(deps: TagLoading): TagDelivery {
  let providers: readonly AnalyticsProvider[] | undefined;
  let loadScheduled = false;
  const queue: TrackedEvent[] = [];

  function deliver(event: TrackedEvent): void {
    for (const provider of providers ?? []) {
      try {
        provider.send(event.name, event.data);
      } catch {
        // One tag's failure must not keep the event from the others.
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

  return {
    send(event) {
      if (providers) return deliver(event);
      if (queue.length >= HISTORY_LIMIT) queue.shift();
      queue.push(event);
      if (loadScheduled) return;
      loadScheduled = true;
      deps.whenIdle(() => void loadAndFlush());
    },
    reload() {
      // Nothing tracked yet: the first event loads the tags with the choice as it is then.
      if (loadScheduled) void loadAndFlush();
    },
  };
}
