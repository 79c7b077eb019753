import {
  INITIAL_WEBINAR_PROGRESS,
  type WebinarProgressAction,
  type WebinarProgressState,
  webinarProgressReducer,
} from '../../../core/webinar/video-progress';
import { restoreWebinarProgress } from '../../../core/webinar/video-progress-schema';

/** The session-storage key of the progress (docs/webinar.md "Video progress"). */
export const WEBINAR_PROGRESS_STORAGE_KEY = 'webinar-progress-storage';

/** The part of `Storage` the store uses (tests pass a map). */
export type ProgressStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** A tiny external store for `useSyncExternalStore`: one progress per tab, shared by every reader. */
export interface WebinarProgressStore {
  getSnapshot(): WebinarProgressState;
  subscribe(listener: () => void): () => void;
  dispatch(action: WebinarProgressAction): WebinarProgressState;
}

/**
 * The stored record is the state itself, version 1 inside it (docs/decisions.md). It is read
 * lazily on first use, so the server and the hydrating client both start from the initial state.
 * Storage that is missing or throws (private mode) leaves the progress in memory only.
 */
export function createWebinarProgressStore(storage: ProgressStorage | null): WebinarProgressStore {
  let state: WebinarProgressState | null = null;
  const listeners = new Set<() => void>();
  const read = (): WebinarProgressState => {
    if (state === null)
      state = restoreWebinarProgress(
        parse(attempt(() => storage?.getItem(WEBINAR_PROGRESS_STORAGE_KEY))),
      );
    return state;
  };
  return {
    getSnapshot: read,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch(action) {
      const previous = read();
      const next = webinarProgressReducer(previous, action);
      if (next === previous) return next;
      state = next;
      attempt(() => storage?.setItem(WEBINAR_PROGRESS_STORAGE_KEY, JSON.stringify(next)));
      for (const listener of listeners) listener();
      return next;
    },
  };
}

function parse(raw: string | null | undefined): unknown {
  if (typeof raw !== 'string') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function attempt<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch {
    return undefined;
  }
}

function browserSessionStorage(): ProgressStorage | null {
  return attempt(() => (typeof window === 'undefined' ? null : window.sessionStorage)) ?? null;
}

/** The store of this tab. */
export const webinarProgressStore: WebinarProgressStore = createWebinarProgressStore(
  browserSessionStorage(),
);

/** What the server renders and the client hydrates with. */
export const SERVER_WEBINAR_PROGRESS: WebinarProgressState = INITIAL_WEBINAR_PROGRESS;
