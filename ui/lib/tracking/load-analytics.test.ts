import { describe, expect, it } from 'vitest';
import { loadAnalytics } from './load-analytics';

describe('loadAnalytics', () => {
  it('loads nothing (and touches no DOM) when no ids are configured', () => {
    // The test environment has no `document`: injecting any script would throw here.
    expect(loadAnalytics({ metaPixelId: undefined, ga4Id: undefined })).toEqual([]);
  });

  it('tries to load a configured tag', () => {
    expect(() => loadAnalytics({ metaPixelId: undefined, ga4Id: 'G-TEST1234' })).toThrow();
  });
});
