import { describe, expect, it } from 'vitest';
import type { Media } from '../../../core/site-config/site-config';
import { enabledProcessors, type ProcessorSources } from './enabled-processors';

const media: Media = {
  bookingUrl: 'https://calendly.com/example/30min',
  homeVideos: {},
  socialProofVideos: {},
  press: [],
};

const sources = (overrides: Partial<ProcessorSources> = {}): ProcessorSources => ({
  configured: {},
  media,
  tracking: { ga4Id: undefined, metaPixelId: undefined, linkedinPartnerId: undefined },
  ...overrides,
});

const kinds = (input: ProcessorSources) => enabledProcessors(input).map((p) => p.kind);

describe('enabledProcessors (docs/legal.md "Processors")', () => {
  it('names only the payment provider and the booking page when nothing else is in use', () => {
    expect(enabledProcessors(sources())).toEqual([
      { kind: 'payment', name: 'Flitt' },
      {
        kind: 'booking',
        name: 'Calendly (Calendly LLC)',
        location: { ka: 'ამერიკის შეერთებული შტატები', en: 'the United States' },
      },
    ]);
  });

  it('names configured hosting, SMS and spreadsheet with where they keep data', () => {
    const location = { ka: 'საქართველო', en: 'Georgia' };
    const found = enabledProcessors(
      sources({ configured: { sms: { example: false, name: 'SMS Office', location } } }),
    );
    expect(found).toContainEqual({ kind: 'sms', name: 'SMS Office', location });
    expect(found.map((p) => p.kind)).not.toContain('hosting');
  });

  it('names an entry still marked example by its role only, never by the placeholder', () => {
    const location = { ka: 'ევროკავშირი', en: 'the European Union' };
    const found = enabledProcessors(
      sources({
        configured: {
          hosting: { example: true, name: 'Hosting provider (example)', location },
          email: { example: false, name: 'Relay Ltd', location },
        },
      }),
    );
    expect(found).toContainEqual({ kind: 'hosting', name: undefined });
    expect(found).toContainEqual({ kind: 'email', name: 'Relay Ltd', location });
    expect(JSON.stringify(found)).not.toContain('(example)');
  });

  it('names a tag only when the build has its id', () => {
    expect(kinds(sources())).not.toEqual(expect.arrayContaining(['ga4']));
    const tracking = { ga4Id: 'G-ABC1234', metaPixelId: undefined, linkedinPartnerId: '123456' };
    expect(kinds(sources({ tracking }))).toEqual(expect.arrayContaining(['ga4', 'linkedin']));
    expect(kinds(sources({ tracking }))).not.toContain('metaPixel');
  });

  it('names a video platform only when a configured video is hosted there', () => {
    expect(kinds(sources())).not.toContain('youtube');
    const withVideo = {
      ...media,
      homeVideos: { webinar: { provider: 'youtube' as const, id: 'abc' } },
    };
    expect(kinds(sources({ media: withVideo }))).toContain('youtube');
    expect(kinds(sources({ media: withVideo }))).not.toContain('vimeo');
  });

  it('names another booking page by its host', () => {
    const other = { ...media, bookingUrl: 'https://cal.example.ge/call' };
    expect(enabledProcessors(sources({ media: other }))).toContainEqual({
      kind: 'booking',
      name: 'cal.example.ge',
    });
  });
});
