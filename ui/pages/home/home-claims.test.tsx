import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteFactsOf } from '../../../core/site/site-facts';
import type { Claims } from '../../../core/site-config/site-config';
import { siteConfigFixture } from '../../../tests/support/site-config-fixture';
import { renderPage } from '../../entry-server';

const BASIS = {
  counted: { ka: 'დათვლილი', en: 'counted' },
  asOf: '2026-06-30',
  source: { ka: 'წყარო', en: 'source' },
};
const SURVEY = { ...BASIS, respondents: 21 };
const stated = <W extends 'exact' | 'atLeast' | 'median' | 'mean'>(value: number, wording: W) => ({
  example: false,
  value,
  wording,
  basis: wording === 'mean' || wording === 'median' ? SURVEY : BASIS,
});

/** Figures no shipped claim has, so each one seen on the page can only come from the configuration. */
const UNUSUAL: Claims = {
  students: stated(37, 'atLeast'),
  rating: stated(4.3, 'mean'),
  averageMonthlyIncomeUsd: stated(12_345, 'median'),
  trackRecordUsd: stated(2_500_000, 'atLeast'),
  yearsExperience: stated(13, 'exact'),
  partnerUniversities: {
    example: false,
    names: [{ ka: 'სატესტო უნივერსიტეტი', en: 'Test University' }],
    basis: BASIS,
  },
  videoViews: {
    webinar: stated(1234, 'atLeast'),
    podcast: stated(5678, 'atLeast'),
    guide: stated(910, 'atLeast'),
  },
};

/**
 * The page's facts as a running configuration with these claims and the landing's videos (their view
 * captions show only once a recording is configured) would give them to the renderer.
 */
const video = { provider: 'youtube', id: 'abcDEF_12-3' } as const;
const shipped = siteConfigFixture();
const FACTS = siteFactsOf({
  ...shipped,
  claims: UNUSUAL,
  media: {
    ...shipped.media,
    homeVideos: { webinar: video, programme: video },
    socialProofVideos: { webinar: video, podcast: video, guide: video },
  },
});

const LOCALES = join(import.meta.dirname, '../../../locales');

function loadNamespace(language: string, namespace: string) {
  const file = join(LOCALES, language, `${namespace}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

async function landingText(path: '/ka' | '/en'): Promise<string> {
  const page = await renderPage({
    path,
    origin: 'https://example.ge',
    loadNamespace,
    siteFacts: FACTS,
  });
  return page.html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** The figures the landing page stated before they were configuration, in either language. */
const OLD_FIGURES = [
  '50+',
  '30+',
  '500+',
  '4.8',
  '4,8',
  '$15K',
  '$15 000',
  '$8M',
  '8 მლნ',
  '7.1K',
  '1.4K',
  '1K+',
];

describe('every claim on the landing page comes from the configuration (docs/site.md "Claims")', () => {
  it('Georgian: the configured figures in ka-GE form, none of the old ones', async () => {
    const text = (await landingText('/ka')).replace(/\u00a0/g, ' ');
    for (const figure of [
      '37+',
      '4,3/5',
      '12 345 $',
      '21 კურსდამთავრებულის',
      'სატესტო უნივერსიტეტი',
      '2,5 მლნ $+',
      '13',
      '1234+ ნახვა',
      '5678+ მოსმენა',
      '910+ ნახვა',
    ]) {
      expect(text).toContain(figure);
    }
    expect(text).toContain('ლევანი 13 წელია');
    for (const figure of OLD_FIGURES) expect(text).not.toContain(figure);
  });

  it('English: the configured figures in en-US form, none of the old ones', async () => {
    const text = await landingText('/en');
    for (const figure of [
      '37+',
      '4.3/5',
      '$12,345',
      'median monthly income of the 21 graduates who answered our 2026 survey',
      'partner university: Test University',
      '$2.5M+',
      '1.2K+ views',
      '5.6K+ listens',
      '910+ views',
    ]) {
      expect(text).toContain(figure);
    }
    expect(text).toContain(
      'Rated 4.3/5 on average by the 21 graduates who answered our 2026 survey',
    );
    expect(text).toContain('For 13 years Levan');
    for (const figure of OLD_FIGURES) expect(text).not.toContain(figure);
  });
});

describe('a claim without a basis is not on the landing page (docs/site.md "Claims")', () => {
  it('leaves out the figure, its badge and its label, and writes the bio without it', async () => {
    const { basis: _students, ...students } = stated(37, 'atLeast');
    const { basis: _income, ...income } = stated(12_345, 'median');
    const facts = siteFactsOf({
      ...shipped,
      claims: {
        ...UNUSUAL,
        students,
        averageMonthlyIncomeUsd: income,
        partnerUniversities: { example: false, names: [] },
      },
      media: shipped.media,
    });
    const page = await renderPage({
      path: '/en',
      origin: 'https://example.ge',
      loadNamespace,
      siteFacts: facts,
    });
    const text = page.html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    for (const gone of [
      '37',
      '12,345',
      'monthly income',
      'partner universities',
      'professionals trained',
      '+ views',
      '1.2K',
    ]) {
      expect(text).not.toContain(gone);
    }
    expect(text).toContain('He trains professionals in Georgia and abroad.');
    expect(text).toContain('For 13 years Levan');
  });
});
