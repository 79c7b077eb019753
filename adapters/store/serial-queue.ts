/** Runs async tasks one at a time, in arrival order. */
export interface SerialQueue {
  /** Runs `task` after every task queued before it has settled; settles like `task`. */
  run<T>(task: () => Promise<T> | T): Promise<T>;
}

/**
 * A promise-chain mutex. better-sqlite3 is synchronous but our transactions await between
 * statements, and the in-memory store swaps state on commit: both serialise units of work here
 * so no two interleave.
 */
export function createSerialQueue(): SerialQueue {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run<T>(task: () => Promise<T> | T): Promise<T> {
      const result = tail.then(task);
      tail = result.then(
        () => undefined,
        () => undefined,
      );
      return result;
    },
  };
}
