/** The request headers that tell where a form post comes from. */
export interface PostOriginHeaders {
  readonly secFetchSite?: string | undefined;
  readonly origin?: string | undefined;
  readonly referer?: string | undefined;
}

/** Accepted, or refused with a short reason for the log (never shown to the visitor). */
export type SameOriginVerdict =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: string };

function originOf(url: string): string | undefined {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether a form post comes from our own pages (docs/security.md "Form posts without JavaScript"):
 * any site can make a browser send one with its cookies, so `Sec-Fetch-Site`, then `Origin` or
 * `Referer`, must prove it ours.
 */
export function checkSameOrigin(
  headers: PostOriginHeaders,
  allowedOrigins: readonly string[],
): SameOriginVerdict {
  const site = headers.secFetchSite?.toLowerCase();
  if (site !== undefined && site !== 'same-origin') {
    return { ok: false, reason: `sec-fetch-site ${site}` };
  }
  const allowed = new Set(allowedOrigins.map((origin) => originOf(origin)).filter(Boolean));
  if (headers.origin !== undefined) {
    const origin = originOf(headers.origin);
    return origin !== undefined && allowed.has(origin)
      ? { ok: true }
      : { ok: false, reason: 'foreign origin' };
  }
  if (headers.referer !== undefined) {
    const origin = originOf(headers.referer);
    return origin !== undefined && allowed.has(origin)
      ? { ok: true }
      : { ok: false, reason: 'foreign referer' };
  }
  return { ok: false, reason: 'no origin' };
}
