import * as v from 'valibot';

/** An optional public id: unset and empty both mean "not configured"; anything else must match. */
const optionalId = (pattern: RegExp, message: string) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.check((value) => value === '' || pattern.test(value), message),
    v.transform((value) => (value === '' ? undefined : value)),
  );

const ClientEnvSchema = v.object({
  VITE_META_PIXEL_ID: optionalId(/^\d{5,20}$/, 'VITE_META_PIXEL_ID must be the numeric pixel id'),
  VITE_GA4_ID: optionalId(/^G-[A-Z0-9]{4,20}$/, 'VITE_GA4_ID must look like G-XXXXXXX'),
});

/** The browser's configuration: third-party ids that switch their scripts on (spec part 1 §7). */
export interface ClientEnv {
  readonly metaPixelId: string | undefined;
  readonly ga4Id: string | undefined;
}

/** Parses the build-time env once; a malformed id fails the build rather than loading a broken tag. */
export function parseClientEnv(raw: Record<string, unknown>): ClientEnv {
  const result = v.safeParse(ClientEnvSchema, raw);
  if (!result.success) {
    throw new Error(
      `Invalid client env: ${result.issues.map((issue) => issue.message).join('; ')}`,
    );
  }
  return { metaPixelId: result.output.VITE_META_PIXEL_ID, ga4Id: result.output.VITE_GA4_ID };
}

/** The parsed client configuration (Vite inlines `import.meta.env` at build time). */
export const clientEnv: ClientEnv = parseClientEnv(import.meta.env);
