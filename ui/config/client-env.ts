/** The build-time variable behind each third-party id (docs/site.md "Accessibility"). */
export const CLIENT_ENV_VARIABLES = {
  metaPixelId: 'VITE_META_PIXEL_ID',
  ga4Id: 'VITE_GA4_ID',
  /** LinkedIn Insight Tag; inactive without it (docs/messaging.md "Conversions"). */
  linkedinPartnerId: 'VITE_LINKEDIN_PARTNER_ID',
  linkedinLeadConversionId: 'VITE_LINKEDIN_LEAD_CONVERSION_ID',
  linkedinPurchaseConversionId: 'VITE_LINKEDIN_PURCHASE_CONVERSION_ID',
} as const;

/** The browser's configuration: third-party ids that switch their scripts on; undefined when not set. */
export type ClientEnv = {
  readonly [Field in keyof typeof CLIENT_ENV_VARIABLES]: string | undefined;
};

/**
 * Reads the ids, trimmed; unset and blank both mean "not configured". No validation here: the
 * build validates them (validate-client-env.ts), so the tracking code every page loads carries no
 * rules (docs/performance.md "Budgets": initial JS ≤ 100 KiB).
 */
export function readClientEnv(raw: Readonly<Record<string, unknown>>): ClientEnv {
  const read = (name: string): string | undefined => {
    const value = raw[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  return {
    metaPixelId: read(CLIENT_ENV_VARIABLES.metaPixelId),
    ga4Id: read(CLIENT_ENV_VARIABLES.ga4Id),
    linkedinPartnerId: read(CLIENT_ENV_VARIABLES.linkedinPartnerId),
    linkedinLeadConversionId: read(CLIENT_ENV_VARIABLES.linkedinLeadConversionId),
    linkedinPurchaseConversionId: read(CLIENT_ENV_VARIABLES.linkedinPurchaseConversionId),
  };
}
