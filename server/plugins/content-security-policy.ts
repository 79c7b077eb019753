import type { ThirdPartyTag } from '../../core/consent/consent-rules';
import { CLIENT_BOOT_SCRIPT_SOURCE } from '../prerender/client-boot.mjs';

/**
 * The Content-Security-Policy directives (docs/security.md "Input, output, headers"): scripts only
 * from us and the third parties used; the client's boot script (server/prerender/client-boot.mjs)
 * by its hash; JSON-LD blocks are data, which CSP does not block.
 */
const FLITT = 'https://pay.flitt.com';
const CALENDLY_ASSETS = 'https://assets.calendly.com';
const CALENDLY = 'https://calendly.com';
/**
 * Each third-party tag's hosts (docs/messaging.md "Analytics events"): where its script loads from,
 * and where it sends its beacons. Listed only for the tags the build can load (a configured id,
 * recorded in the site manifest), so a site without analytics allows none of them.
 */
const TAG_HOSTS: Readonly<
  Record<ThirdPartyTag, { readonly script: readonly string[]; readonly connect: readonly string[] }>
> = {
  ga4: {
    script: ['https://www.googletagmanager.com'],
    connect: [
      'https://www.googletagmanager.com',
      'https://www.google-analytics.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ],
  },
  'meta-pixel': { script: ['https://connect.facebook.net'], connect: ['https://www.facebook.com'] },
  // The LinkedIn Insight Tag (VITE_LINKEDIN_PARTNER_ID).
  linkedin: { script: ['https://snap.licdn.com'], connect: ['https://px.ads.linkedin.com'] },
};
const VIDEO_PLAYERS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];
// The player APIs (docs/integrations.md "YouTube and Vimeo players") load only after the visitor presses play on the webinar video:
// YouTube's iframe_api pulls its widget script from www.youtube.com, Vimeo's from player.vimeo.com.
const VIDEO_PLAYER_SCRIPTS = ['https://www.youtube.com', 'https://player.vimeo.com'];

/**
 * The directives with the configured card provider's origins (pay.flitt.com always), a booking page
 * that is not Calendly's in frame-src, and the hosts of the tags the build can load in script and
 * connect.
 */
export function cspDirectives(
  paymentOrigins: readonly string[] = [],
  bookingOrigin: string = CALENDLY,
  tags: readonly ThirdPartyTag[] = [],
): Readonly<Record<string, readonly string[]>> {
  const extra = paymentOrigins.filter((origin) => origin !== FLITT);
  const booking = bookingOrigin === CALENDLY ? [] : [bookingOrigin];
  if (extra.length === 0 && booking.length === 0 && tags.length === 0) return CSP_DIRECTIVES;
  const withPayments = (directive: string) => [...(CSP_DIRECTIVES[directive] ?? []), ...extra];
  const tagHosts = (kind: 'script' | 'connect') => [
    ...new Set(tags.flatMap((tag) => TAG_HOSTS[tag][kind])),
  ];
  return {
    ...CSP_DIRECTIVES,
    'script-src': [...withPayments('script-src'), ...tagHosts('script')],
    'style-src': withPayments('style-src'),
    'frame-src': [...withPayments('frame-src'), ...booking],
    'connect-src': [...withPayments('connect-src'), ...tagHosts('connect')],
    'form-action': withPayments('form-action'),
  };
}

/** Directive name → sources, in the shape helmet expects. */
export const CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': [
    "'self'",
    CLIENT_BOOT_SCRIPT_SOURCE,
    FLITT,
    CALENDLY_ASSETS,
    ...VIDEO_PLAYER_SCRIPTS,
  ],
  // The payment and scheduling widgets load their own stylesheets from their hosts (docs/purchase.md "Flitt payment").
  'style-src': ["'self'", FLITT, CALENDLY_ASSETS],
  // Server-rendered `style="…"` attributes (reserved boxes, chart sizes) need this; <style> does not.
  'style-src-attr': ["'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'https:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'", FLITT],
  'frame-src': [FLITT, CALENDLY, ...VIDEO_PLAYERS],
  'media-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'", FLITT],
};
