import * as v from 'valibot';
import type { ClientConfig } from './client-env';

/** Unset and blank both mean "not configured"; a set value is trimmed. */
const blankAsUnset = v.pipe(
  v.optional(v.string()),
  v.transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim())),
);

/** A tracking id: unset, or matching its pattern; anything else fails the build. */
const trackingId = (pattern: RegExp, rule: string) =>
  v.pipe(
    blankAsUnset,
    v.check((value) => value === undefined || pattern.test(value), rule),
  );

const numeric = () => trackingId(/^\d{3,12}$/, 'must be numeric');

/** Every `VITE_*` variable the client reads, checked and shaped once, in the build. */
export const ClientEnvSchema = v.pipe(
  v.looseObject({
    VITE_META_PIXEL_ID: trackingId(/^\d{5,20}$/, 'must be the numeric pixel id'),
    VITE_GA4_ID: trackingId(/^G-[A-Z0-9]{4,20}$/, 'must look like G-XXXXXXX'),
    VITE_LINKEDIN_PARTNER_ID: numeric(),
    VITE_LINKEDIN_LEAD_CONVERSION_ID: numeric(),
    VITE_LINKEDIN_PURCHASE_CONVERSION_ID: numeric(),
  }),
  v.transform(
    (env): ClientConfig => ({
      tracking: {
        metaPixelId: env.VITE_META_PIXEL_ID,
        ga4Id: env.VITE_GA4_ID,
        linkedinPartnerId: env.VITE_LINKEDIN_PARTNER_ID,
        linkedinLeadConversionId: env.VITE_LINKEDIN_LEAD_CONVERSION_ID,
        linkedinPurchaseConversionId: env.VITE_LINKEDIN_PURCHASE_CONVERSION_ID,
      },
    }),
  ),
);

/**
 * Parses the build's `VITE_*` variables; vite.config.ts calls it and inlines the result, so a
 * malformed tracking id fails the build rather than loading a broken tag in visitors' browsers.
 */
export function parseClientEnv(raw: Readonly<Record<string, unknown>>): ClientConfig {
  const parsed = v.safeParse(ClientEnvSchema, raw);
  if (parsed.success) return parsed.output;
  const problems = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? 'env'} ${issue.message}`);
  throw new Error(`Invalid client env: ${problems.join('; ')}`);
}
