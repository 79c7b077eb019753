import { useEffect, useState } from 'react';

/** Time-dependent figures refresh once a second (docs/purchase.md "Cohorts"). */
export const TICK_MS = 1_000;

/**
 * `clock()` now and then every second, `null` while there is no clock yet. Stops ticking once
 * `until` has passed (nothing shown changes after it), after one last report at or past it.
 */
export function useTickingNow(
  clock: (() => Date) | undefined,
  until: Date | undefined,
): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    if (clock === undefined) return;
    const report = (): boolean => {
      const moment = clock();
      setNow(moment);
      return until !== undefined && moment.getTime() >= until.getTime();
    };
    if (report()) return;
    const timer = setInterval(() => {
      if (report()) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [clock, until]);
  return now;
}
