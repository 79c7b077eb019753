import { describe, expect, it } from 'vitest';
import { media } from '../../config/media';
import { buildCalendlyUrl, campaignUtm } from './calendly-url';

describe('buildCalendlyUrl', () => {
  it('adds embed parameters, prefill and utm values', () => {
    const url = new URL(
      buildCalendlyUrl({
        bookingUrl: 'https://calendly.com/techcareer-ge/30min',
        embedDomain: 'techcareer.ge',
        prefill: { name: 'Nino Beridze', email: 'nino@example.ge' },
        utm: { utmSource: 'webinar_page', utmMedium: 'website', utmCampaign: 'strategy_call' },
      }),
    );
    expect(url.origin + url.pathname).toBe('https://calendly.com/techcareer-ge/30min');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      embed_domain: 'techcareer.ge',
      embed_type: 'Inline',
      name: 'Nino Beridze',
      email: 'nino@example.ge',
      utm_source: 'webinar_page',
      utm_medium: 'website',
      utm_campaign: 'strategy_call',
    });
  });

  it('percent-encodes Georgian names and reserved characters', () => {
    const href = buildCalendlyUrl({
      bookingUrl: media.bookingUrl,
      embedDomain: 'localhost:3000',
      prefill: { name: 'ნინო ბერიძე', email: 'a+b@example.ge' },
      utm: { utmContent: 'x&y=z' },
    });
    expect(href).toContain('name=%E1%83%9C%E1%83%98%E1%83%9C%E1%83%9D+');
    expect(href).toContain('email=a%2Bb%40example.ge');
    expect(href).toContain('utm_content=x%26y%3Dz');
    expect(new URL(href).searchParams.get('name')).toBe('ნინო ბერიძე');
  });

  it('leaves out empty prefill and utm values', () => {
    const url = new URL(
      buildCalendlyUrl({
        bookingUrl: media.bookingUrl,
        embedDomain: 'techcareer.ge',
        prefill: { name: '  ', email: '' },
        utm: { utmTerm: '' },
      }),
    );
    expect([...url.searchParams.keys()]).toEqual(['embed_domain', 'embed_type']);
  });
});

describe('campaignUtm', () => {
  it('tags a booking with where it was opened when the page has no utm values', () => {
    expect(campaignUtm('', 'webinar_page')).toEqual({
      utmSource: 'webinar_page',
      utmMedium: 'website',
      utmCampaign: 'strategy_call',
      utmContent: 'webinar_page',
    });
  });

  it("keeps the page's own campaign values", () => {
    expect(campaignUtm('?utm_source=facebook&utm_campaign=autumn&utm_term=dev', 'faq_cta')).toEqual(
      {
        utmSource: 'facebook',
        utmMedium: 'website',
        utmCampaign: 'autumn',
        utmContent: 'faq_cta',
        utmTerm: 'dev',
      },
    );
  });
});
