import { describe, expect, it } from 'vitest';
import type { Claims } from '../site-config/site-config';
import { claimTexts } from './format-claim';

const NBSP = '\u00a0';

const claims = (overrides: Partial<Claims> = {}): Claims => ({
  students: 30,
  rating: 4.8,
  averageMonthlyIncomeUsd: 15000,
  trackRecordUsd: 8_000_000,
  yearsExperience: 11,
  partnerUniversities: 2,
  videoViews: { webinar: 1000, podcast: 7100, guide: 1400 },
  ...overrides,
});

describe('claimTexts (docs/site.md "Claims")', () => {
  it('writes the shipped claims in Georgian and English', () => {
    expect(claimTexts(claims(), 'ka')).toEqual({
      students: '30+',
      rating: '4,8/5',
      averageMonthlyIncome: `$15${NBSP}000+`,
      trackRecord: `$8${NBSP}მლნ+`,
      yearsExperience: '11',
      partnerUniversities: '2',
      videoViews: { webinar: '1000+', podcast: '7100+', guide: '1400+' },
    });
    expect(claimTexts(claims(), 'en')).toEqual({
      students: '30+',
      rating: '4.8/5',
      averageMonthlyIncome: '$15K+',
      trackRecord: '$8M+',
      yearsExperience: '11',
      partnerUniversities: '2',
      videoViews: { webinar: '1K+', podcast: '7.1K+', guide: '1.4K+' },
    });
  });

  it('groups counts like ICU: ka from five digits with no-break spaces, en from four with commas', () => {
    expect(claimTexts(claims({ students: 1500 }), 'ka').students).toBe('1500+');
    expect(claimTexts(claims({ students: 1500 }), 'en').students).toBe('1,500+');
    expect(claimTexts(claims({ students: 15000 }), 'ka').students).toBe(`15${NBSP}000+`);
    expect(claimTexts(claims({ rating: 5 }), 'en').rating).toBe('5/5');
    expect(claimTexts(claims({ trackRecordUsd: 2_500_000 }), 'ka').trackRecord).toBe(
      `$2,5${NBSP}მლნ+`,
    );
    expect(
      claimTexts(claims({ videoViews: { webinar: 950, podcast: 0, guide: 1 } }), 'en').videoViews,
    ).toEqual({ webinar: '950+', podcast: '0+', guide: '1+' });
  });

  it('agrees with Intl ka-GE and en-US digits and separators (spaces normalised)', () => {
    const intl = (locale: string, value: number, compact = false) =>
      new Intl.NumberFormat(locale, compact ? { notation: 'compact' } : {})
        .format(value)
        .replace(/[\u00a0\u202f ]/g, NBSP);
    for (const value of [37, 1500, 15000, 123456, 8000000]) {
      const years = claims({ yearsExperience: value });
      expect(claimTexts(years, 'ka').yearsExperience).toBe(intl('ka-GE', value));
      expect(claimTexts(years, 'en').yearsExperience).toBe(intl('en-US', value));
    }
    for (const value of [1000, 1400, 7100, 15000, 8000000]) {
      const views = claims({ videoViews: { webinar: value, podcast: 1, guide: 1 } });
      expect(claimTexts(views, 'en').videoViews.webinar).toBe(`${intl('en-US', value, true)}+`);
    }
    expect(claimTexts(claims({ rating: 4.3 }), 'ka').rating).toBe(`${intl('ka-GE', 4.3)}/5`);
  });
});
