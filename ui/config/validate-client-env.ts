import { CLIENT_ENV_VARIABLES, type ClientEnv, readClientEnv } from './client-env';

/** What a configured id must look like. */
const ID_PATTERNS: { readonly [Field in keyof ClientEnv]: readonly [RegExp, string] } = {
  metaPixelId: [/^\d{5,20}$/, 'must be the numeric pixel id'],
  ga4Id: [/^G-[A-Z0-9]{4,20}$/, 'must look like G-XXXXXXX'],
  linkedinPartnerId: [/^\d{3,12}$/, 'must be numeric'],
  linkedinLeadConversionId: [/^\d{3,12}$/, 'must be numeric'],
  linkedinPurchaseConversionId: [/^\d{3,12}$/, 'must be numeric'],
};

/**
 * Checks the build-time ids; vite.config.ts calls it, so a malformed id fails the build rather than
 * loading a broken tag in visitors' browsers. A set value that is not text is malformed too.
 */
export function validateClientEnv(raw: Readonly<Record<string, unknown>>): ClientEnv {
  const env = readClientEnv(raw);
  const problems = (Object.keys(ID_PATTERNS) as (keyof ClientEnv)[]).flatMap((field) => {
    const name = CLIENT_ENV_VARIABLES[field];
    const [pattern, rule] = ID_PATTERNS[field];
    const rawValue = raw[name];
    const notText = rawValue !== undefined && typeof rawValue !== 'string';
    const value = env[field];
    return notText || (value !== undefined && !pattern.test(value)) ? [`${name} ${rule}`] : [];
  });
  if (problems.length > 0) throw new Error(`Invalid client env: ${problems.join('; ')}`);
  return env;
}
