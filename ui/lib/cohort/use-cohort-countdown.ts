import { useEffect, useState } from 'react';
import type { CohortConfig } from '../../../core/cohort/cohort';
import type { CohortCountdownView } from './cohort-countdown-view';
import { startCountdownTicker } from './start-countdown-ticker';
import { systemNow } from './system-now';

/**
 * The cohort countdown from the visitor's clock, or `null` until the page has hydrated: the
 * prerendered HTML cannot know the visitor's "now", so it shows only the static start-date sentence
 * and the first client render matches it. Ticks every second and stops once the cohort has started.
 */
export function useCohortCountdown(
  cohort: CohortConfig,
  now: () => Date = systemNow,
): CohortCountdownView | null {
  const [view, setView] = useState<CohortCountdownView | null>(null);
  useEffect(() => startCountdownTicker(cohort, now, setView), [cohort, now]);
  return view;
}
