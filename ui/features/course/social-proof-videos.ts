import type { PageId } from '../../../core/site/routes';
import { SITE_INFO } from '../../../core/site/site-info';
import type { VideoSource } from '../../components/video/video-source';
import { media } from '../../config/media';

/** Where a video card's call to action leads: a page of this site or an outside address. */
export type VideoProofLink =
  | { readonly kind: 'page'; readonly page: PageId }
  | { readonly kind: 'external'; readonly href: string };

/**
 * One social-proof video (docs/site.md "Landing sections" "Video proof item: id, embed url, title, subtitle, views
 * badge, cta, link"); texts live under `socialProof.videos.items.<id>` in the `product` locales.
 */
export interface VideoProofItem {
  readonly id: 'webinar' | 'podcast' | 'guide';
  /** The hosted video; undefined until the owner publishes it (the poster says so). */
  readonly source: VideoSource | undefined;
  readonly link: VideoProofLink;
  readonly tone: 'blue' | 'green' | 'violet';
}

/**
 * The three videos (docs/site.md "Media"): each recording as configured in
 * `media.socialProofVideos`, undefined (a "coming soon" poster) when left out; no id is invented.
 * Their view badges are the configured claims (docs/site.md "Claims").
 */
export const VIDEO_PROOF_ITEMS: readonly VideoProofItem[] = [
  {
    id: 'webinar',
    source: media.socialProofVideos.webinar,
    link: { kind: 'page', page: 'webinar' },
    tone: 'blue',
  },
  {
    id: 'podcast',
    source: media.socialProofVideos.podcast,
    link: { kind: 'external', href: SITE_INFO.social.youtube },
    tone: 'violet',
  },
  {
    id: 'guide',
    source: media.socialProofVideos.guide,
    link: { kind: 'external', href: SITE_INFO.social.youtube },
    tone: 'green',
  },
];
