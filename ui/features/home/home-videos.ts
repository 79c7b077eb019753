import type { VideoSource } from '../../components/video/video-embed-url';

/** One of the landing's two videos: where it is hosted and which texts describe it. */
export interface HomeVideo {
  /** Key under `landing:videos.items`. */
  readonly key: 'webinar' | 'programme';
  /** The hosted video; undefined until the owner publishes it (the poster then says "coming soon"). */
  readonly source: VideoSource | undefined;
  readonly tone: 'blue' | 'green';
}

/**
 * The two embedded videos (docs/site.md "Landing sections"). The real recordings are not in the
 * repository: set `source` to `{ provider: 'youtube', id }` or `{ provider: 'vimeo', id }` when they
 * are published. No invented ids, so no visitor is sent to someone else's video.
 */
export const HOME_VIDEOS: readonly HomeVideo[] = [
  { key: 'webinar', source: undefined, tone: 'blue' },
  { key: 'programme', source: undefined, tone: 'green' },
];
