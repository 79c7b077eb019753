import type { PageId } from '../../../core/site/routes';
import { SITE_INFO } from '../../../core/site/site-info';
import type { VideoSource } from '../../components/video/video-embed-url';

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
 * The three videos with the spec's view badges (webinar 1K+, podcast 7.1K+, guide 1.4K+). The
 * recordings are not in the repository and no video ids are invented; set `source` when published.
 */
export const VIDEO_PROOF_ITEMS: readonly VideoProofItem[] = [
  { id: 'webinar', source: undefined, link: { kind: 'page', page: 'webinar' }, tone: 'blue' },
  {
    id: 'podcast',
    source: undefined,
    link: { kind: 'external', href: SITE_INFO.social.youtube },
    tone: 'violet',
  },
  {
    id: 'guide',
    source: undefined,
    link: { kind: 'external', href: SITE_INFO.social.youtube },
    tone: 'green',
  },
];
