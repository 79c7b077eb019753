import type { VideoProvider, VideoSource } from './video-source';

const ID_PATTERNS: Readonly<Record<VideoProvider, RegExp>> = {
  youtube: /^[\w-]{11}$/,
  vimeo: /^\d{6,12}$/,
};

/**
 * The iframe URL loaded after the visitor clicks play: youtube-nocookie and Vimeo with `dnt=1` set no
 * tracking cookies before consent; autoplay is fine because the click was the request to play
 * (docs/site.md "Accessibility" is about unrequested playback). An id that does not look
 * like the provider's gives undefined, so no crafted value reaches the `src`.
 */
export function videoEmbedUrl(source: VideoSource): string | undefined {
  if (!ID_PATTERNS[source.provider].test(source.id)) return undefined;
  return source.provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${source.id}?autoplay=1&rel=0&modestbranding=1`
    : `https://player.vimeo.com/video/${source.id}?autoplay=1&dnt=1`;
}
