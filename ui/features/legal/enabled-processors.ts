import type { Language } from '../../../core/site/languages';
import type { LegalConfig, Media } from '../../../core/site-config/site-config';
import type { ClientEnv } from '../../config/env';

/** The kinds of processor the privacy policy can name, in the order it lists them. */
export const PROCESSOR_KINDS = [
  'payment',
  'hosting',
  'sms',
  'spreadsheet',
  'booking',
  'youtube',
  'vimeo',
  'ga4',
  'metaPixel',
  'linkedin',
] as const;

export type ProcessorKind = (typeof PROCESSOR_KINDS)[number];

/** One processor the site uses: its kind, its name and, when configured, where it keeps data. */
export interface EnabledProcessor {
  readonly kind: ProcessorKind;
  readonly name: string;
  readonly location?: Readonly<Record<Language, string>> | undefined;
}

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
 * payment provider always; hosting, SMS and the spreadsheet when configured; the booking page; a
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
  for (const kind of ['hosting', 'sms', 'spreadsheet'] as const) {
    const processor = configured[kind];
    if (processor !== undefined) {
      found.push({ kind, name: processor.name, location: processor.location });
    }
  }
  found.push({ kind: 'booking', name: bookingName(media.bookingUrl) });
  if (videos.some((video) => video.provider === 'youtube')) {
    found.push({ kind: 'youtube', name: 'YouTube (Google LLC)' });
  }
  if (videos.some((video) => video.provider === 'vimeo')) {
    found.push({ kind: 'vimeo', name: 'Vimeo' });
  }
  if (tracking.ga4Id !== undefined) found.push({ kind: 'ga4', name: 'Google Analytics 4' });
  if (tracking.metaPixelId !== undefined) found.push({ kind: 'metaPixel', name: 'Meta Pixel' });
  if (tracking.linkedinPartnerId !== undefined) {
    found.push({ kind: 'linkedin', name: 'LinkedIn Insight Tag' });
  }
  return found;
}
