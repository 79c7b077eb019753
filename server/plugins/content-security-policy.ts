import { CLIENT_BOOT_SCRIPT_SOURCE } from '../prerender/client-boot.mjs';

/**
 * The Content-Security-Policy directives (docs/security.md "Input, output, headers"). Scripts
 * come only from our origin and the third parties the product uses; the one inline script, the
 * client's boot script (server/prerender/client-boot.mjs), is allowed by its hash alone (JSON-LD
 * `application/ld+json` blocks are data, which CSP does not block).
 */
const FLITT = 'https://pay.flitt.com';
const CALENDLY_ASSETS = 'https://assets.calendly.com';
const CALENDLY = 'https://calendly.com';
const FACEBOOK_PIXEL = 'https://connect.facebook.net';
const GOOGLE_TAG_MANAGER = 'https://www.googletagmanager.com';
// LinkedIn Insight Tag: loaded only when VITE_LINKEDIN_PARTNER_ID is set (docs/integrations.md "Meta Conversions API").
const LINKEDIN_INSIGHT = 'https://snap.licdn.com';
const ANALYTICS_HOSTS = [
  GOOGLE_TAG_MANAGER,
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.facebook.com',
  'https://px.ads.linkedin.com',
];
const VIDEO_PLAYERS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];
// The player APIs (docs/integrations.md "YouTube and Vimeo players") load only after the visitor presses play on the webinar video:
// YouTube's iframe_api pulls its widget script from www.youtube.com, Vimeo's from player.vimeo.com.
const VIDEO_PLAYER_SCRIPTS = ['https://www.youtube.com', 'https://player.vimeo.com'];

/**
 * The directives with the configured card provider's origins added to script, style, frame, connect
 * and form-action (a local Flitt fake in tests; pay.flitt.com is always listed), and the configured
 * booking page's origin (config/site.json `media.bookingUrl`) to frame-src when it is not Calendly's.
 */
export function cspDirectives(
  paymentOrigins: readonly string[] = [],
  bookingOrigin: string = CALENDLY,
): Readonly<Record<string, readonly string[]>> {
  const extra = paymentOrigins.filter((origin) => origin !== FLITT);
  const booking = bookingOrigin === CALENDLY ? [] : [bookingOrigin];
  if (extra.length === 0 && booking.length === 0) return CSP_DIRECTIVES;
  const withPayments = (directive: string) => [...(CSP_DIRECTIVES[directive] ?? []), ...extra];
  return {
    ...CSP_DIRECTIVES,
    'script-src': withPayments('script-src'),
    'style-src': withPayments('style-src'),
    'frame-src': [...withPayments('frame-src'), ...booking],
    'connect-src': withPayments('connect-src'),
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
    FACEBOOK_PIXEL,
    GOOGLE_TAG_MANAGER,
    LINKEDIN_INSIGHT,
    ...VIDEO_PLAYER_SCRIPTS,
  ],
  // The payment and scheduling widgets load their own stylesheets from their hosts (docs/purchase.md "Flitt payment").
  'style-src': ["'self'", FLITT, CALENDLY_ASSETS],
  // Server-rendered `style="…"` attributes (reserved boxes, chart sizes) need this; <style> does not.
  'style-src-attr': ["'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'https:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'", FLITT, ...ANALYTICS_HOSTS],
  'frame-src': [FLITT, CALENDLY, ...VIDEO_PLAYERS],
  'media-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'", FLITT],
};
