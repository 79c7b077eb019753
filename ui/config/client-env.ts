/**
 * The shape of the client's build-time configuration. Types and defaults only: the valibot schema
 * that produces it (client-env-schema.ts) runs in the build, never in the browser
 * (docs/decisions.md "Libraries where they exist (session 3)").
 */

/** Where the booking widget lives when nothing is configured. */
export const DEFAULT_CALENDLY_URL = 'https://calendly.com/techcareer-ge/30min';

/** The only origin whose messages count as the widget's (docs/integrations.md, "Harden it"). */
export const DEFAULT_CALENDLY_ORIGIN = 'https://calendly.com';

/** Third-party ids that switch their scripts on; undefined when not set. */
export interface ClientEnv {
  readonly metaPixelId: string | undefined;
  readonly ga4Id: string | undefined;
  /** LinkedIn Insight Tag; inactive without it. */
  readonly linkedinPartnerId: string | undefined;
  readonly linkedinLeadConversionId: string | undefined;
  readonly linkedinPurchaseConversionId: string | undefined;
}

/** The booking page and the origin its messages must come from. */
export interface CalendlyConfig {
  readonly bookingUrl: string;
  readonly origin: string;
}

/** A hosted recording of the webinar. */
export interface WebinarVideoSetting {
  readonly provider: 'youtube' | 'vimeo';
  readonly id: string;
}

/** Everything the browser is configured with at build time. */
export interface ClientConfig {
  readonly tracking: ClientEnv;
  /** Undefined: no recording configured (the page says so). */
  readonly webinarVideo: WebinarVideoSetting | undefined;
  readonly calendly: CalendlyConfig;
}
