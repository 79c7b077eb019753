import {
  type DedupHistory,
  EMPTY_DEDUP_HISTORY,
  type FiredEvent,
} from '../../../core/tracking/event-dedup';

/** Session-storage key of the de-duplication history (docs/messaging.md "De-duplication": session-scoped events). */
export const DEDUP_HISTORY_KEY = 'tracking-dedup-history';

/** Where the history persists; a failing storage (private mode, quota) counts as empty. */
export interface DedupHistoryStore {
  load(): DedupHistory;
  save(history: DedupHistory): void;
}

function isFiredEvent(value: unknown): value is FiredEvent {
  const event = value as Partial<FiredEvent> | null;
  return (
    typeof event === 'object' &&
    event !== null &&
    typeof event.name === 'string' &&
    typeof event.fingerprint === 'string' &&
    typeof event.at === 'number'
  );
}

function parseHistory(raw: string | null): DedupHistory {
  if (raw === null) return EMPTY_DEDUP_HISTORY;
  const stored = JSON.parse(raw) as { v?: unknown; fired?: unknown; sessionFired?: unknown };
  if (stored.v !== 1 || !Array.isArray(stored.fired) || !Array.isArray(stored.sessionFired)) {
    return EMPTY_DEDUP_HISTORY;
  }
  return {
    fired: stored.fired.filter(isFiredEvent),
    sessionFired: stored.sessionFired.filter((name): name is string => typeof name === 'string'),
  };
}

/**
 * A history kept in session storage (version 1), so a session-scoped event such as Lead fires once
 * per browser session even across page loads. Corrupt or unreadable data starts a fresh history.
 */
export function sessionDedupHistoryStore(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
): DedupHistoryStore {
  return {
    load() {
      try {
        return parseHistory(storage?.getItem(DEDUP_HISTORY_KEY) ?? null);
      } catch {
        return EMPTY_DEDUP_HISTORY;
      }
    },
    save(history) {
      try {
        storage?.setItem(DEDUP_HISTORY_KEY, JSON.stringify({ v: 1, ...history }));
      } catch {
        // Storage full or blocked: de-duplication still works in memory for this page.
      }
    },
  };
}
