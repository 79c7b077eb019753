import { describe, expect, it } from 'vitest';
import { parseClientEnv } from './env';

describe('parseClientEnv', () => {
  it('treats missing and empty ids as not configured', () => {
    expect(parseClientEnv({})).toEqual({ metaPixelId: undefined, ga4Id: undefined });
    expect(parseClientEnv({ VITE_META_PIXEL_ID: '', VITE_GA4_ID: '  ' })).toEqual({
      metaPixelId: undefined,
      ga4Id: undefined,
    });
  });

  it('accepts well-formed ids', () => {
    expect(
      parseClientEnv({ VITE_META_PIXEL_ID: '123456789012345', VITE_GA4_ID: 'G-AB12CD34' }),
    ).toEqual({
      metaPixelId: '123456789012345',
      ga4Id: 'G-AB12CD34',
    });
  });

  it('rejects malformed ids', () => {
    expect(() => parseClientEnv({ VITE_GA4_ID: 'UA-1234' })).toThrow(/VITE_GA4_ID/);
    expect(() => parseClientEnv({ VITE_META_PIXEL_ID: 'abc' })).toThrow(/VITE_META_PIXEL_ID/);
  });
});
