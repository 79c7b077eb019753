import type { VideoSource } from '../../components/video/video-source';
import { media } from '../../config/media';

/** Which player the page builds. */
export type PlayerChoice =
  | { readonly kind: 'stub' }
  | ({ readonly kind: 'hosted' } & VideoSource)
  | { readonly kind: 'none' };

/**
 * `?player=stub` picks the test stub in every build: watch progress lives in the visitor's own
 * browser and only unlocks a public booking link, so hiding the stub would secure nothing
 * (docs/decisions.md). Otherwise the configured video, or none.
 */
export function choosePlayer(search: string, source: VideoSource | undefined): PlayerChoice {
  if (new URLSearchParams(search).get('player') === 'stub') return { kind: 'stub' };
  return source ? { kind: 'hosted', ...source } : { kind: 'none' };
}

/** The webinar recording as configured (`media.webinarRecording` in config/site.json). */
export const webinarVideoSource = (): VideoSource | undefined => media.webinarRecording;
