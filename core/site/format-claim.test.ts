import { describe, expect, it } from 'vitest';
import type { Claim, ClaimBasis, Claims, ClaimWording, Media } from '../site-config/site-config';
import { type ClaimSources, claimTexts, exampleClaims, hiddenClaims } from './format-claim';

const NBSP = '\u00a0';

const BASIS: ClaimBasis = {
  counted: { ka: 'მონაწილეები', en: 'participants' },
  asOf: '2026-10-15',
  source: { ka: 'შეკვეთები', en: 'the order records' },
};
const SURVEY: ClaimBasis = { ...BASIS, respondents: 1240 };

/** A claim with a basis, worded as given. */
function claim<W extends ClaimWording>(value: number, wording: W, basis = BASIS): Claim<W> {
  return { example: false, value, wording, basis };
}

const video = { provider: 'youtube', id: 'abcDEF_12-3' } as const;
const NO_VIDEOS: Media = {
  bookingUrl: 'https://calendly.com/x',
  homeVideos: {},
  socialProofVideos: {},
  press: [],
};
const ALL_VIDEOS: Media = {
  ...NO_VIDEOS,
  homeVideos: { webinar: video },
  socialProofVideos: { webinar: video, podcast: video, guide: video },
};

/** Every claim stated, with the shipped figures. */
function sources(claims: Partial<Claims> = {}, media: Media = ALL_VIDEOS): ClaimSources {
  return {
    claims: {
      students: claim(30, 'exact'),
      rating: claim(4.8, 'mean', { ...SURVEY, respondents: 24 }),
      averageMonthlyIncomeUsd: claim(3200, 'median', { ...SURVEY, respondents: 18 }),
      trackRecordUsd: claim(8_000_000, 'atLeast'),
      yearsExperience: claim(11, 'exact'),
      partnerUniversities: {
        example: false,
        names: [
          { ka: 'თბილისის სახელმწიფო უნივერსიტეტი', en: 'Tbilisi State University' },
          { ka: 'თავისუფალი უნივერსიტეტი', en: 'Free University of Tbilisi' },
        ],
        basis: BASIS,
      },
      videoViews: {
        webinar: claim(1000, 'atLeast'),
        podcast: claim(7100, 'atLeast'),
        guide: claim(1400, 'exact'),
      },
      ...claims,
    },
    media,
  };
}

describe('claimTexts: each figure in the wording its basis supports (docs/site.md "Claims")', () => {
  it('writes the claims in Georgian and English: "+" only on a lower bound, surveys with their answers and year', () => {
    expect(claimTexts(sources(), 'ka')).toEqual({
      students: '30',
      rating: { figure: '4,8/5', respondents: '24', year: '2026' },
      averageMonthlyIncome: {
        figure: `3200${NBSP}$`,
        respondents: '18',
        year: '2026',
        measure: 'median',
      },
      trackRecord: `8${NBSP}მლნ${NBSP}$+`,
      yearsExperience: '11',
      partnerUniversities: {
        count: '2',
        total: 2,
        names: 'თბილისის სახელმწიფო უნივერსიტეტი, თავისუფალი უნივერსიტეტი',
      },
      videoViews: { webinar: '1000+', podcast: '7100+', guide: '1400' },
    });
    expect(claimTexts(sources(), 'en')).toEqual({
      students: '30',
      rating: { figure: '4.8/5', respondents: '24', year: '2026' },
      averageMonthlyIncome: { figure: '$3.2K', respondents: '18', year: '2026', measure: 'median' },
      trackRecord: '$8M+',
      yearsExperience: '11',
      partnerUniversities: {
        count: '2',
        total: 2,
        names: 'Tbilisi State University, Free University of Tbilisi',
      },
      videoViews: { webinar: '1K+', podcast: '7.1K+', guide: '1.4K' },
    });
  });

  it('states nothing without a basis', () => {
    const { basis: _basis, ...bare } = claim(30, 'exact');
    const texts = claimTexts(
      sources({
        students: bare,
        rating: { example: false, value: 4.8, wording: 'mean' },
        averageMonthlyIncomeUsd: { example: false, value: 15_000, wording: 'median' },
        trackRecordUsd: undefined,
        partnerUniversities: { example: false, names: [{ ka: 'ა', en: 'A' }] },
        videoViews: { podcast: { example: false, value: 7100, wording: 'atLeast' } },
      }),
      'en',
    );
    expect(texts).toEqual({
      students: undefined,
      rating: undefined,
      averageMonthlyIncome: undefined,
      trackRecord: undefined,
      yearsExperience: '11',
      partnerUniversities: undefined,
      videoViews: { webinar: undefined, podcast: undefined, guide: undefined },
    });
  });

  it('names the mean as such and gives a survey figure its respondents', () => {
    const income = claimTexts(
      sources({ averageMonthlyIncomeUsd: claim(2750, 'mean', { ...SURVEY, asOf: '2025-06-30' }) }),
      'ka',
    ).averageMonthlyIncome;
    expect(income).toEqual({
      figure: `2750${NBSP}$`,
      respondents: '1240',
      year: '2025',
      measure: 'mean',
    });
    expect(claimTexts(sources(), 'en').rating?.respondents).toBe('24');
    expect(
      claimTexts(sources({ rating: claim(4.8, 'mean', { ...SURVEY, respondents: 12_500 }) }), 'ka')
        .rating?.respondents,
    ).toBe(`12${NBSP}500`);
  });

  it('never rounds a lower bound up, and keeps every digit of an exact figure that is not round', () => {
    const views = (webinar: Claim<'exact' | 'atLeast'>) =>
      claimTexts(sources({ videoViews: { webinar } }), 'en').videoViews.webinar;
    expect(views(claim(7150, 'atLeast'))).toBe('7.1K+');
    expect(views(claim(7199, 'atLeast'))).toBe('7.1K+');
    expect(views(claim(7150, 'exact'))).toBe('7,150');
    expect(views(claim(7100, 'exact'))).toBe('7.1K');
    expect(views(claim(950, 'exact'))).toBe('950');
    const trackRecord = (value: number, wording: 'exact' | 'atLeast') =>
      claimTexts(sources({ trackRecordUsd: claim(value, wording) }), 'en').trackRecord;
    expect(trackRecord(8_390_000, 'atLeast')).toBe('$8.3M+');
    expect(trackRecord(8_390_000, 'exact')).toBe('$8,390,000');
    expect(trackRecord(2_500_000, 'exact')).toBe('$2.5M');
  });

  it('states a view count only beside a configured video', () => {
    expect(claimTexts(sources({}, NO_VIDEOS), 'en').videoViews).toEqual({
      webinar: undefined,
      podcast: undefined,
      guide: undefined,
    });
    const homeOnly: Media = { ...NO_VIDEOS, homeVideos: { webinar: video } };
    expect(claimTexts(sources({}, homeOnly), 'en').videoViews).toEqual({
      webinar: '1K+',
      podcast: undefined,
      guide: undefined,
    });
  });

  it('groups counts like ICU: ka from five digits with no-break spaces, en from four with commas', () => {
    expect(claimTexts(sources({ students: claim(1500, 'atLeast') }), 'ka').students).toBe('1500+');
    expect(claimTexts(sources({ students: claim(1500, 'exact') }), 'en').students).toBe('1,500');
    expect(claimTexts(sources({ students: claim(15000, 'atLeast') }), 'ka').students).toBe(
      `15${NBSP}000+`,
    );
    expect(claimTexts(sources({ rating: claim(5, 'mean', SURVEY) }), 'en').rating?.figure).toBe(
      '5/5',
    );
    expect(
      claimTexts(sources({ trackRecordUsd: claim(2_500_000, 'atLeast') }), 'ka').trackRecord,
    ).toBe(`2,5${NBSP}მლნ${NBSP}$+`);
  });

  it('agrees with Intl ka-GE and en-US digits and separators (spaces normalised)', () => {
    const intl = (locale: string, value: number, compact = false) =>
      new Intl.NumberFormat(locale, compact ? { notation: 'compact' } : {})
        .format(value)
        .replace(/[\u00a0\u202f ]/g, NBSP);
    for (const value of [37, 1500, 15000, 123456, 8000000]) {
      const years = sources({ yearsExperience: claim(value, 'exact') });
      expect(claimTexts(years, 'ka').yearsExperience).toBe(intl('ka-GE', value));
      expect(claimTexts(years, 'en').yearsExperience).toBe(intl('en-US', value));
    }
    for (const value of [1000, 1400, 7100, 15000, 8000000]) {
      const views = sources({ videoViews: { webinar: claim(value, 'atLeast') } });
      expect(claimTexts(views, 'en').videoViews.webinar).toBe(`${intl('en-US', value, true)}+`);
    }
    const rating = sources({ rating: claim(4.3, 'mean', SURVEY) });
    expect(claimTexts(rating, 'ka').rating?.figure).toBe(`${intl('ka-GE', 4.3)}/5`);
  });
});

describe('hiddenClaims and exampleClaims: what ops config check reports', () => {
  it('names each configured claim the pages leave out, with the reason', () => {
    const { basis: _basis, ...bare } = claim(30, 'exact');
    expect(
      hiddenClaims(
        sources(
          {
            students: bare,
            partnerUniversities: { example: false, names: [], basis: BASIS },
          },
          { ...NO_VIDEOS, socialProofVideos: { guide: video } },
        ),
      ),
    ).toEqual([
      { claim: 'students', reason: 'no_basis' },
      { claim: 'partnerUniversities', reason: 'no_names' },
      { claim: 'videoViews.webinar', reason: 'no_video' },
      { claim: 'videoViews.podcast', reason: 'no_video' },
    ]);
    expect(hiddenClaims(sources())).toEqual([]);
  });

  it('lists the claims still marked as sample data', () => {
    expect(
      exampleClaims(
        sources({
          students: { ...claim(30, 'exact'), example: true },
          videoViews: { guide: { ...claim(1, 'exact'), example: true } },
        }),
      ),
    ).toEqual([{ claim: 'students' }, { claim: 'videoViews.guide' }]);
  });
});
