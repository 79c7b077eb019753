/**
 * A public id rule: unset and blank both mean "not configured"; anything else must match. Plain
 * checks rather than a schema library, so the tracking code every page loads carries no validator
 * (performance.md: initial JS ≤ 100 KiB).
 */
const ID_RULES = {
  VITE_META_PIXEL_ID: [/^\d{5,20}$/, 'VITE_META_PIXEL_ID must be the numeric pixel id'],
  VITE_GA4_ID: [/^G-[A-Z0-9]{4,20}$/, 'VITE_GA4_ID must look like G-XXXXXXX'],
  VITE_LINKEDIN_PARTNER_ID: [/^\d{3,12}$/, 'VITE_LINKEDIN_PARTNER_ID must be numeric'],
  VITE_LINKEDIN_LEAD_CONVERSION_ID: [
    /^\d{3,12}$/,
    'VITE_LINKEDIN_LEAD_CONVERSION_ID must be numeric',
  ],
  VITE_LINKEDIN_PURCHASE_CONVERSION_ID: [
    /^\d{3,12}$/,
    'VITE_LINKEDIN_PURCHASE_CONVERSION_ID must be numeric',
  ],
} as const satisfies Record<string, readonly [RegExp, string]>;

type IdName = keyof typeof ID_RULES;

/** The browser's configuration: third-party ids that switch their scripts on (spec part 1 §7). */
export interface ClientEnv {
  readonly metaPixelId: string | undefined;
  readonly ga4Id: string | undefined;
  /** LinkedIn Insight Tag; inactive without it (spec part 1 §7). */
  readonly linkedinPartnerId: string | undefined;
  readonly linkedinLeadConversionId: string | undefined;
  readonly linkedinPurchaseConversionId: string | undefined;
}

/** Parses the build-time env once; a malformed id fails the build rather than loading a broken tag. */
export function parseClientEnv(raw: Record<string, unknown>): ClientEnv {
  const problems: string[] = [];
  const read = (name: IdName): string | undefined => {
    const value = raw[name];
    const text = typeof value === 'string' ? value.trim() : value === undefined ? '' : undefined;
    const [pattern, message] = ID_RULES[name];
    if (text === undefined || (text !== '' && !pattern.test(text))) problems.push(message);
    return text === '' ? undefined : text;
  };
  const env: ClientEnv = {
    metaPixelId: read('VITE_META_PIXEL_ID'),
    ga4Id: read('VITE_GA4_ID'),
    linkedinPartnerId: read('VITE_LINKEDIN_PARTNER_ID'),
    linkedinLeadConversionId: read('VITE_LINKEDIN_LEAD_CONVERSION_ID'),
    linkedinPurchaseConversionId: read('VITE_LINKEDIN_PURCHASE_CONVERSION_ID'),
  };
  if (problems.length > 0) throw new Error(`Invalid client env: ${problems.join('; ')}`);
  return env;
}

/** The parsed client configuration (Vite inlines `import.meta.env` at build time). */
export const clientEnv: ClientEnv = parseClientEnv(import.meta.env);
