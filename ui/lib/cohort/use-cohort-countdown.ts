import { useEffect, useState } from 'react';
import type { CohortCalendar } from '../../../core/site-config/site-config';
import type { CohortCountdownView } from './cohort-countdown-view';
import { startCountdownTicker } from './start-countdown-ticker';

/**
 * The cohort countdown read on `clock` (the server's clock), or `null` while there is no
 * clock yet: the prerendered HTML cannot know the time, so it shows only the static start-date
 * sentence and the first client render matches it. Ticks every second and stops once the cohort has
 * started.
 */
export function useCohortCountdown(
  cohort: CohortCalendar,
  clock: (() => Date) | undefined,
): CohortCountdownView | null {
  const [view, setView] = useState<CohortCountdownView | null>(null);
  useEffect(() => {
    if (clock === undefined) return;
    return startCountdownTicker(cohort, clock, setView);
  }, [cohort, clock]);
  return view;
}
