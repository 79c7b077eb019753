import { type DedupHistory, decideEvent } from '../../../core/tracking/event-dedup';
import { type EventData, eventFingerprint } from '../../../core/tracking/event-fingerprint';
import type { AnalyticsEventName } from './analytics-event-name';
import type { DedupHistoryStore } from './dedup-history-store';
import { dedupName } from './meta-events';

/**
 * Core's duplicate rule over the stored history (read on the first event): `fires` says whether an
 * event goes out, and remembers it when it does.
 */
export function createDedupFilter(store: DedupHistoryStore) {
  let history: DedupHistory | undefined;
  return {
    fires(name: AnalyticsEventName, data: EventData, at: Date): boolean {
      history ??= store.load();
      const fingerprint = eventFingerprint(name, data);
      const decision = decideEvent(history, { name: dedupName(name), fingerprint, at });
      history = decision.history;
      if (decision.fire) store.save(history);
      return decision.fire;
    },
  };
}
