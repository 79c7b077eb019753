/** Identical events closer than this are one event (docs/messaging.md "De-duplication"). */
const DEDUP_WINDOW_MS = 100;

/** How many fired events the history keeps (docs/messaging.md "De-duplication"). */
export const HISTORY_LIMIT = 50;

/** Events that fire at most once per browser session (docs/messaging.md "De-duplication"). */
const SESSION_SCOPED_EVENTS: readonly string[] = [
  'InitiateCheckout',
  'CompleteRegistration',
  'StartTrial',
  'Lead',
];

/** One fired event as remembered by the history. */
export interface FiredEvent {
  readonly name: string;
  /** From `eventFingerprint(name, data)`. */
  readonly fingerprint: string;
  /** Epoch milliseconds. */
  readonly at: number;
}

/** What the tracker remembers: recent fired events and the session-scoped names already sent. */
export interface DedupHistory {
  readonly fired: readonly FiredEvent[];
  readonly sessionFired: readonly string[];
}

/** A fresh history, at the start of a browser session. */
export const EMPTY_DEDUP_HISTORY: DedupHistory = { fired: [], sessionFired: [] };

/** The decision for one event and the history to keep afterwards. */
export interface DedupDecision {
  readonly fire: boolean;
  readonly history: DedupHistory;
}

function withinWindow(a: number, b: number): boolean {
  return Math.abs(a - b) < DEDUP_WINDOW_MS;
}

/**
 * Decides whether an event fires: a session-scoped event that already fired is dropped, as is an
 * event identical to one fired less than 100 ms earlier. The history keeps the last 50 fired events,
 * but never drops one still inside the window, so the cap cannot let a duplicate through.
 */
export function decideEvent(
  history: DedupHistory,
  event: { readonly name: string; readonly fingerprint: string; readonly at: Date },
): DedupDecision {
  const at = event.at.getTime();
  const sessionScoped = SESSION_SCOPED_EVENTS.includes(event.name);
  const repeated =
    (sessionScoped && history.sessionFired.includes(event.name)) ||
    history.fired.some(
      (past) => past.fingerprint === event.fingerprint && withinWindow(past.at, at),
    );
  if (repeated) return { fire: false, history };
  const fired = [...history.fired, { name: event.name, fingerprint: event.fingerprint, at }];
  let drop = 0;
  while (fired.length - drop > HISTORY_LIMIT && !withinWindow(fired[drop]?.at ?? at, at)) drop += 1;
  return {
    fire: true,
    history: {
      fired: fired.slice(drop),
      sessionFired: sessionScoped ? [...history.sessionFired, event.name] : history.sessionFired,
    },
  };
}
