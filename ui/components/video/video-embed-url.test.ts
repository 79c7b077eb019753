import { describe, expect, it } from 'vitest';
import { videoEmbedUrl } from './video-embed-url';

describe('videoEmbedUrl', () => {
  it('builds privacy-enhanced player URLs', () => {
    expect(videoEmbedUrl({ provider: 'youtube', id: 'abcDEF_12-3' })).toBe(
      'https://www.youtube-nocookie.com/embed/abcDEF_12-3?autoplay=1&rel=0&modestbranding=1',
    );
    expect(videoEmbedUrl({ provider: 'vimeo', id: '123456789' })).toBe(
      'https://player.vimeo.com/video/123456789?autoplay=1&dnt=1',
    );
  });

  it('refuses ids that do not look like the provider’s', () => {
    expect(videoEmbedUrl({ provider: 'youtube', id: 'x"><script>' })).toBeUndefined();
    expect(videoEmbedUrl({ provider: 'vimeo', id: 'abc' })).toBeUndefined();
  });
});
