/**
 * The shape of the client's build-time configuration: the third-party tracking ids. The booking page
 * and the videos are business facts in config/site.json (ui/config/media.ts). Types and defaults only: the valibot schema
 * that produces it (client-env-schema.ts) runs in the build, never in the browser
 * (docs/decisions.md "Libraries where they exist").
 */

/** Third-party ids that switch their scripts on; undefined when not set. */
export interface ClientEnv {
  readonly metaPixelId: string | undefined;
  readonly ga4Id: string | undefined;
  /** LinkedIn Insight Tag; inactive without it. */
  readonly linkedinPartnerId: string | undefined;
  readonly linkedinLeadConversionId: string | undefined;
  readonly linkedinPurchaseConversionId: string | undefined;
}

/** Everything the browser is configured with at build time. */
export interface ClientConfig {
  readonly tracking: ClientEnv;
}
