import type { Language } from '../../../core/language/languages';
import type { LegalConfig, Media } from '../../../core/site-config/site-config';
import type { ClientEnv } from '../../config/env';

/** The kinds of processor the privacy policy can name, in the order it lists them. */
export const PROCESSOR_KINDS = [
  'payment',
  'hosting',
  'sms',
  'email',
  'spreadsheet',
  'booking',
  'youtube',
  'vimeo',
  'ga4',
  'metaPixel',
  'linkedin',
] as const;

export type ProcessorKind = (typeof PROCESSOR_KINDS)[number];

/**
 * One processor the site uses: its kind, its name and, when known, where it keeps data. `name` is
 * undefined for a configured entry still marked `example`: the policy names its role, never a
 * placeholder as if it were a real recipient (`ops config check` warns until it is replaced).
 */
export interface EnabledProcessor {
  readonly kind: ProcessorKind;
  readonly name: string | undefined;
  readonly location?: Readonly<Record<Language, string>> | undefined;
}

/** Where the fixed outside services keep data: their companies are in the United States. */
const UNITED_STATES = { ka: 'ამერიკის შეერთებული შტატები', en: 'the United States' } as const;

/** What decides which processors are in use. */
export interface ProcessorSources {
  readonly configured: LegalConfig['processors'];
  readonly media: Media;
  readonly tracking: Pick<ClientEnv, 'ga4Id' | 'metaPixelId' | 'linkedinPartnerId'>;
}

function configuredVideos(media: Media) {
  return [
    media.webinarRecording,
    ...Object.values(media.homeVideos),
    ...Object.values(media.socialProofVideos),
  ].filter((video) => video !== undefined);
}

/** "Calendly" for a calendly.com booking page, else the booking page's host. */
function bookingName(bookingUrl: string): string {
  const host = new URL(bookingUrl).hostname;
  return host === 'calendly.com' || host.endsWith('.calendly.com') ? 'Calendly' : host;
}

/**
 * The processors the privacy policy names (docs/legal.md "Processors"): only those in use. The
 * payment provider always; hosting, SMS, e-mail and the spreadsheet when configured; the booking page; a
 * video platform when a configured video is hosted there; an analytics or advertising tag when the
 * build has its id.
 */
export function enabledProcessors({
  configured,
  media,
  tracking,
}: ProcessorSources): EnabledProcessor[] {
  const videos = configuredVideos(media);
  const found: EnabledProcessor[] = [{ kind: 'payment', name: 'Flitt' }];
  for (const kind of ['hosting', 'sms', 'email', 'spreadsheet'] as const) {
    const processor = configured[kind];
    if (processor === undefined) continue;
    found.push(
      processor.example
        ? { kind, name: undefined }
        : { kind, name: processor.name, location: processor.location },
    );
  }
  const booking = bookingName(media.bookingUrl);
  found.push(
    booking === 'Calendly'
      ? { kind: 'booking', name: 'Calendly (Calendly LLC)', location: UNITED_STATES }
      : { kind: 'booking', name: booking },
  );
  if (videos.some((video) => video.provider === 'youtube')) {
    found.push({ kind: 'youtube', name: 'YouTube (Google LLC)', location: UNITED_STATES });
  }
  if (videos.some((video) => video.provider === 'vimeo')) {
    found.push({ kind: 'vimeo', name: 'Vimeo (Vimeo.com, Inc.)', location: UNITED_STATES });
  }
  if (tracking.ga4Id !== undefined) {
    found.push({ kind: 'ga4', name: 'Google Analytics 4 (Google LLC)', location: UNITED_STATES });
  }
  if (tracking.metaPixelId !== undefined) {
    found.push({
      kind: 'metaPixel',
      name: 'Meta Pixel, Conversions API (Meta Platforms, Inc.)',
      location: UNITED_STATES,
    });
  }
  if (tracking.linkedinPartnerId !== undefined) {
    found.push({
      kind: 'linkedin',
      name: 'LinkedIn Insight Tag (LinkedIn Corporation)',
      location: UNITED_STATES,
    });
  }
  return found;
}
