import { describe, expect, it } from 'vitest';
import { choosePlayer } from './webinar-video-config';

describe('webinar video config', () => {
  it('picks the stub only for ?player=stub, else the configured video or none', () => {
    const source = { provider: 'vimeo', id: '123456789' } as const;
    expect(choosePlayer('player=stub', source)).toEqual({ kind: 'stub' });
    expect(choosePlayer('?player=stub', undefined)).toEqual({ kind: 'stub' });
    expect(choosePlayer('player=youtube', source)).toEqual({ kind: 'hosted', ...source });
    expect(choosePlayer('', undefined)).toEqual({ kind: 'none' });
  });
});
