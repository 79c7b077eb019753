import { useSyncExternalStore } from 'react';
import { choosePlayer, webinarVideoSource } from './webinar-video-config';

const subscribeNever = () => () => undefined;
const readSearch = () => window.location.search;

/**
 * Whether watching unlocks the call and the course offer (docs/webinar.md "Video progress"): only
 * when there is something to watch, a configured recording or the `?player=stub` test stub. Without
 * one the gate could never open, so the page offers both at once. The query is read only after
 * hydration, so the prerendered page (no recording: open) matches the first render.
 */
export function useWatchGate(): boolean {
  const search = useSyncExternalStore(subscribeNever, readSearch, () => '');
  return choosePlayer(search, webinarVideoSource()).kind !== 'none';
}
