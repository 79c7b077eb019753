/** The two players the site embeds; both are allowed in CSP `frame-src` (server/plugins). */
export type VideoProvider = 'youtube' | 'vimeo';

/** A hosted video: its provider and the provider's id (as configured in `media`). */
export interface VideoSource {
  readonly provider: VideoProvider;
  readonly id: string;
}
