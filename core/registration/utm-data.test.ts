import { describe, expect, it } from 'vitest';
import { parseUtmData } from './utm-data';

describe('parseUtmData', () => {
  it('keeps the five tags, trimmed, from either spelling', () => {
    expect(
      parseUtmData({
        utm_source: ' facebook ',
        medium: 'cpc',
        utm_campaign: 'cohort-3',
        content: 'video',
        term: 'career',
      }),
    ).toEqual({
      source: 'facebook',
      medium: 'cpc',
      campaign: 'cohort-3',
      content: 'video',
      term: 'career',
    });
  });

  it('drops blanks, non-strings and unknown keys, and bounds the length', () => {
    const utm = parseUtmData({ source: '  ', medium: 5, campaign: 'x'.repeat(300), other: 'y' });
    expect(utm).toEqual({ campaign: 'x'.repeat(200) });
  });
});
