import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  campaignTagsOfQuery,
  firstTouchCampaign,
  hasCampaignTags,
  parseKeptCampaign,
  parseUtmData,
  type UtmData,
} from './utm-data';

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

describe('campaignTagsOfQuery', () => {
  it('counts only the utm_ spellings of a query, first value of a repeated one', () => {
    const query = new URLSearchParams(
      'utm_source=facebook&utm_campaign=x&source=newsletter&term=y&utm_source=google',
    );
    expect(campaignTagsOfQuery(query)).toEqual({ source: 'facebook', campaign: 'x' });
  });

  it('is empty for a query without campaign tags', () => {
    expect(campaignTagsOfQuery(new URLSearchParams('player=stub&source=x'))).toEqual({});
    expect(hasCampaignTags(campaignTagsOfQuery([]))).toBe(false);
  });
});

describe('parseKeptCampaign', () => {
  it('reads kept tags back through the same cleaning rule', () => {
    expect(parseKeptCampaign('{"source":"facebook","campaign":" x ","medium":7}')).toEqual({
      source: 'facebook',
      campaign: 'x',
    });
  });

  it('treats missing, broken or non-object storage as no tags', () => {
    for (const raw of [null, undefined, '', '{', '[]', '"facebook"', 'null', '42']) {
      expect(parseKeptCampaign(raw)).toEqual({});
    }
  });
});

const tag = fc.string({ minLength: 1, maxLength: 20 }).filter((value) => value.trim() !== '');
const utmArbitrary = fc.record(
  { source: tag, medium: tag, campaign: tag, content: tag, term: tag },
  { requiredKeys: [] },
);

describe('firstTouchCampaign (property)', () => {
  it('keeps the first tagged touch whole, whatever later pages carry', () => {
    fc.assert(
      fc.property(utmArbitrary, fc.array(utmArbitrary, { maxLength: 6 }), (first, later) => {
        const visits = [first, ...later].map((utm) => parseUtmData(utm));
        const kept = visits.reduce<UtmData>(firstTouchCampaign, {});
        const firstTagged = visits.find(hasCampaignTags) ?? {};
        expect(kept).toEqual(firstTagged);
      }),
    );
  });

  it('survives a round trip through session storage unchanged', () => {
    fc.assert(
      fc.property(utmArbitrary, (raw) => {
        const utm = parseUtmData(raw);
        expect(parseKeptCampaign(JSON.stringify(utm))).toEqual(utm);
      }),
    );
  });
});
