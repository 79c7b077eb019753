import type { VideoSource } from '../../components/video-player/video-player';

/** Which player the page builds. */
export type PlayerChoice =
  | { readonly kind: 'stub' }
  | ({ readonly kind: 'hosted' } & VideoSource)
  | { readonly kind: 'none' };

const ID_PATTERN = /^[A-Za-z0-9_-]{6,32}$/;

/** Parses `VITE_WEBINAR_VIDEO` (`youtube:<id>` or `vimeo:<id>`); anything else means no video configured. */
export function parseWebinarVideo(raw: unknown): VideoSource | undefined {
  if (typeof raw !== 'string') return undefined;
  const [provider, id] = raw.trim().split(':');
  if ((provider !== 'youtube' && provider !== 'vimeo') || !id || !ID_PATTERN.test(id))
    return undefined;
  return { provider, id };
}

/**
 * `?player=stub` picks the test stub in every build: watch progress lives in the visitor's own
 * browser and only unlocks a public booking link, so hiding the stub would secure nothing
 * (docs/decisions.md). Otherwise the configured video, or none.
 */
export function choosePlayer(search: string, source: VideoSource | undefined): PlayerChoice {
  if (new URLSearchParams(search).get('player') === 'stub') return { kind: 'stub' };
  return source ? { kind: 'hosted', ...source } : { kind: 'none' };
}

/** The webinar recording of this build. */
export const webinarVideoSource: VideoSource | undefined = parseWebinarVideo(
  import.meta.env.VITE_WEBINAR_VIDEO,
);
