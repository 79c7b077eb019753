import { useEffect, useState } from 'react';
import { systemNow } from './system-now';

/**
 * The visitor's clock read once after hydration, `null` before (prerender and first client render),
 * so time-dependent figures never make the hydrated markup differ from the prerendered HTML.
 */
export function useHydratedNow(now: () => Date = systemNow): Date | null {
  const [moment, setMoment] = useState<Date | null>(null);
  useEffect(() => setMoment(now()), [now]);
  return moment;
}
