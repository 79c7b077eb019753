import { describe, expect, it } from 'vitest';
import { choosePlayer, parseWebinarVideo } from './webinar-video-config';

describe('webinar video config', () => {
  it('parses youtube and vimeo sources and rejects anything else', () => {
    expect(parseWebinarVideo('youtube:abcDEF_12-3')).toEqual({
      provider: 'youtube',
      id: 'abcDEF_12-3',
    });
    expect(parseWebinarVideo(' vimeo:123456789 ')).toEqual({ provider: 'vimeo', id: '123456789' });
    for (const raw of [undefined, '', 'youtube:', 'dailymotion:abcdef', 'youtube:<script>', 42]) {
      expect(parseWebinarVideo(raw)).toBeUndefined();
    }
  });

  it('picks the stub only for ?player=stub, else the configured video or none', () => {
    const source = { provider: 'vimeo', id: '123456789' } as const;
    expect(choosePlayer('player=stub', source)).toEqual({ kind: 'stub' });
    expect(choosePlayer('?player=stub', undefined)).toEqual({ kind: 'stub' });
    expect(choosePlayer('player=youtube', source)).toEqual({ kind: 'hosted', ...source });
    expect(choosePlayer('', undefined)).toEqual({ kind: 'none' });
  });
});
