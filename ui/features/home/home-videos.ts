import type { VideoSource } from '../../components/video/video-source';
import { media } from '../../config/media';

/** One of the landing's two videos: where it is hosted and which texts describe it. */
export interface HomeVideo {
  /** Key under `landing:videos.items`. */
  readonly key: 'webinar' | 'programme';
  /** The hosted video; undefined until the owner publishes it (the poster then says "coming soon"). */
  readonly source: VideoSource | undefined;
  readonly tone: 'blue' | 'green';
}

/**
 * The two embedded videos (docs/site.md "Media"), as configured in `media.homeVideos`. No invented
 * ids: a video left out shows the "coming soon" poster.
 */
export const HOME_VIDEOS: readonly HomeVideo[] = [
  { key: 'webinar', source: media.homeVideos.webinar, tone: 'blue' },
  { key: 'programme', source: media.homeVideos.programme, tone: 'green' },
];
