import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Claims } from '../../../core/site-config/site-config';
import { siteFactsOf } from '../../../core/site-config/site-facts';
import { siteConfigFixture } from '../../../tests/support/site-config-fixture';
import { renderPage } from '../../entry-server';

/** Figures no shipped claim has, so each one seen on the page can only come from the configuration. */
const UNUSUAL: Claims = {
  students: 37,
  rating: 4.3,
  averageMonthlyIncomeUsd: 12_345,
  trackRecordUsd: 2_500_000,
  yearsExperience: 13,
  partnerUniversities: 3,
  videoViews: { webinar: 1234, podcast: 5678, guide: 910 },
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
      '$12 345+',
      '$2,5 მლნ+',
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
      '$12.3K+',
      '$2.5M+',
      '1.2K+ views',
      '5.7K+ listens',
      '910+ views',
    ]) {
      expect(text).toContain(figure);
    }
    expect(text).toContain('Rated 4.3/5 by 37+ students');
    expect(text).toContain('For 13 years Levan');
    for (const figure of OLD_FIGURES) expect(text).not.toContain(figure);
  });
});
