import { describe, expect, it } from 'vitest';
import type { ClientEnv } from '../../config/env';
import type { TagHost } from './analytics-provider';
import { ga4Src } from './ga4';
import { LINKEDIN_INSIGHT_SRC } from './linkedin-insight';
import { configuredTags, loadAnalytics } from './load-analytics';
import { META_PIXEL_SRC } from './meta-pixel';

const NO_IDS: ClientEnv = {
  metaPixelId: undefined,
  ga4Id: undefined,
  linkedinPartnerId: undefined,
  linkedinLeadConversionId: undefined,
  linkedinPurchaseConversionId: undefined,
};

function fakeHost(): TagHost & { scripts: string[] } {
  const scripts: string[] = [];
  return { globals: {}, scripts, injectScript: (src) => void scripts.push(src) };
}

/** A visitor who opted in to both categories. */
const ALL = { analytics: true, advertising: true };

describe('loadAnalytics', () => {
  it('loads only the tags of the categories the visitor opted in to', () => {
    const env = {
      ...NO_IDS,
      metaPixelId: '123456789012345',
      ga4Id: 'G-AB12CD34',
      linkedinPartnerId: '1234567',
    };
    const none = fakeHost();
    expect(loadAnalytics(env, none, { analytics: false, advertising: false })).toEqual([]);
    expect(none.scripts).toEqual([]);
    expect(none.globals).toEqual({});
    const analytics = fakeHost();
    const names = loadAnalytics(env, analytics, { analytics: true, advertising: false });
    expect(names.map((provider) => provider.name)).toEqual(['ga4']);
    expect(analytics.scripts).toEqual([ga4Src('G-AB12CD34')]);
    const ads = fakeHost();
    const adNames = loadAnalytics(env, ads, { analytics: false, advertising: true });
    expect(adNames.map((provider) => provider.name)).toEqual(['meta-pixel', 'linkedin']);
    expect(ads.scripts).toEqual([META_PIXEL_SRC, LINKEDIN_INSIGHT_SRC]);
  });

  it('loads nothing and defines no globals when no ids are configured', () => {
    const host = fakeHost();
    expect(loadAnalytics(NO_IDS, host, ALL)).toEqual([]);
    expect(host.scripts).toEqual([]);
    expect(host.globals).toEqual({});
  });

  it('loads exactly the configured tags from their official hosts', () => {
    const host = fakeHost();
    const env = { ...NO_IDS, metaPixelId: '123456789012345', ga4Id: 'G-AB12CD34' };
    expect(loadAnalytics(env, host, ALL).map((provider) => provider.name)).toEqual([
      'meta-pixel',
      'ga4',
    ]);
    expect(host.scripts).toEqual([META_PIXEL_SRC, ga4Src('G-AB12CD34')]);
    expect(host.scripts[1]).toBe('https://www.googletagmanager.com/gtag/js?id=G-AB12CD34');
  });

  it('inits the pixel, sends a purchase with its event id, and loads once', () => {
    const host = fakeHost();
    const [meta] = loadAnalytics({ ...NO_IDS, metaPixelId: '1234567' }, host, ALL);
    meta?.send('purchase', { transaction_id: 'course-9', value: 2700 });
    loadAnalytics({ ...NO_IDS, metaPixelId: '1234567' }, host, ALL);
    const fbq = host.globals.fbq as { queue: unknown[][] };
    expect(fbq.queue).toEqual([
      ['init', '1234567'],
      [
        'track',
        'Purchase',
        { transaction_id: 'course-9', value: 2700, currency: 'GEL' },
        { eventID: 'course-9' },
      ],
    ]);
    expect(host.scripts).toHaveLength(1);
  });

  it('configures GA4 without automatic page views and queues events in the data layer', () => {
    const host = fakeHost();
    const [ga4] = loadAnalytics({ ...NO_IDS, ga4Id: 'G-AB12CD34' }, host, ALL);
    ga4?.send('lead', { source: 'exit_intent' });
    const layer = (host.globals.dataLayer as IArguments[]).map((args) => [...args]);
    // Consent Mode v2: denied by default, then the visitor's choice, before the tag is configured.
    expect(layer[0]).toEqual([
      'consent',
      'default',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
      },
    ]);
    expect(layer[1]).toEqual([
      'consent',
      'update',
      {
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
        analytics_storage: 'granted',
      },
    ]);
    expect(layer[3]).toEqual(['config', 'G-AB12CD34', { send_page_view: false }]);
    expect(layer[4]).toEqual([
      'event',
      'generate_lead',
      { source: 'exit_intent', lead_source: 'exit_intent' },
    ]);
  });

  it('loads LinkedIn only with a partner id and sends only configured conversions', () => {
    const host = fakeHost();
    const env = { ...NO_IDS, linkedinPartnerId: '1234567', linkedinLeadConversionId: '11563522' };
    const [linkedin] = loadAnalytics(env, host, ALL);
    linkedin?.send('cta_clicked', {});
    linkedin?.send('lead', { source: 'hero_registration_form' });
    expect(host.scripts).toEqual([LINKEDIN_INSIGHT_SRC]);
    expect(host.globals._linkedin_data_partner_ids).toEqual(['1234567']);
    expect((host.globals.lintrk as { q: unknown[][] }).q).toEqual([
      ['track', { conversion_id: 11563522 }],
    ]);
  });
});

describe('configuredTags', () => {
  it('names the tags whose id the build has, and is empty without ids', () => {
    expect(configuredTags(NO_IDS)).toEqual([]);
    expect(configuredTags({ ...NO_IDS, ga4Id: 'G-AB12CD34' })).toEqual(['ga4']);
    expect(
      configuredTags({ ...NO_IDS, metaPixelId: '123456789012345', linkedinPartnerId: '1234567' }),
    ).toEqual(['meta-pixel', 'linkedin']);
  });

  it('names a tag only when it would load for a visitor who allows everything', () => {
    const env = { ...NO_IDS, metaPixelId: '123456789012345', linkedinPartnerId: '1234567' };
    const host = fakeHost();
    const loaded = loadAnalytics(env, host, ALL).map((provider) => provider.name);
    expect(configuredTags(env)).toEqual(loaded);
  });
});
