import { err, ok, type Result } from 'neverthrow';
import { type DomainError, domainError } from '../errors/domain-error';
import type { ErrorCode } from '../errors/error-codes';
import { schemaFromParser } from '../errors/schema-from-parser';

/** A LinkedIn profile or company page, `https://www.linkedin.com/{in|company}/{name}`, rebuilt by us. */
export type LinkedInUrl = string & { readonly __brand: 'LinkedInUrl' };

/** Why a LinkedIn address was rejected. */
export type LinkedInErrorCode = Extract<ErrorCode, `linkedin.${string}`>;

/** A personal profile (`in`) or a company page. */
type LinkedInKind = 'in' | 'company';

const BASE = 'https://www.linkedin.com';

/** LinkedIn public names: 3–100 letters, digits, hyphens, underscores (non-Latin letters allowed, percent-decoded). */
const NAME = /^[\p{L}\p{Nd}_-]{3,100}$/u;

/** linkedin.com, www., mobile and country subdomains such as ge.linkedin.com. */
const HOST = /^(?:(?:www|m|mobile|[a-z]{2})\.)?linkedin\.com$/;

/** Scheme, host, path; query and fragment are dropped. */
const URL_PARTS = /^https?:\/\/([^/?#]*)(\/[^?#]*)?(?:[?#].*)?$/i;

/**
 * Parses a LinkedIn address (docs/validation.md "LinkedIn"): a bare username becomes `/in/{name}`, a value without a scheme gets https,
 * only http(s) on linkedin.com with `/in/{name}` or `/company/{name}` passes. Any further path (`/details/…`),
 * query, fragment and trailing slash is dropped. The result is rebuilt from the validated name, so no other host,
 * scheme or path can come out of it (docs/security.md: no `javascript:` URL reaches an `href`).
 */
function parseLinkedInUrl(
  input: string,
  kinds: readonly LinkedInKind[],
): Result<LinkedInUrl, DomainError<LinkedInErrorCode>> {
  const text = input.trim();
  if (text === '') return err(domainError('linkedin.required'));
  const target = isBareName(text)
    ? { kind: 'in' as const, name: text.replace(/^@/, '') }
    : fromUrl(text);
  if (target === undefined || !kinds.includes(target.kind))
    return err(domainError('linkedin.invalid'));
  const name = decodeName(target.name);
  if (name === undefined || !NAME.test(name)) return err(domainError('linkedin.invalid'));
  return ok(`${BASE}/${target.kind}/${name.toLowerCase()}` as LinkedInUrl);
}

/** The webinar form's rule: a personal profile only (docs/validation.md "LinkedIn"). */
function parseLinkedInProfile(input: string): Result<LinkedInUrl, DomainError<LinkedInErrorCode>> {
  return parseLinkedInUrl(input, ['in']);
}

function isBareName(text: string): boolean {
  return !/[/.:]/.test(text);
}

function fromUrl(text: string): { kind: LinkedInKind; name: string } | undefined {
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  const parts = URL_PARTS.exec(withScheme);
  if (parts === null || !HOST.test((parts[1] ?? '').toLowerCase())) return undefined;
  const [section, name] = (parts[2] ?? '').split('/').filter(Boolean);
  const kind = section?.toLowerCase();
  if ((kind !== 'in' && kind !== 'company') || name === undefined) return undefined;
  return { kind, name };
}

/** Percent-decodes a name (LinkedIn encodes non-Latin names); malformed escapes give undefined, never a throw. */
function decodeName(name: string): string | undefined {
  try {
    return decodeURIComponent(name);
  } catch {
    return undefined;
  }
}

/** Valibot schema for the webinar form's required LinkedIn profile. */
export const linkedInProfileSchema = schemaFromParser(parseLinkedInProfile, 'linkedin.required');
