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
 * Whether a form post comes from one of our own pages (docs/security.md "Form posts without
 * JavaScript"). A form post is a "simple" request: another site can make a visitor's browser send
 * it, with the visitor's cookies and IP, so the JSON routes' defence (no form parser, no
 * `text/plain`) does not apply to the form actions. Fetch Metadata first: a browser that sends
 * `Sec-Fetch-Site` must say `same-origin`. Then the origin itself: `Origin` (every current browser
 * sends it on a POST), or for an older one the `Referer`, must be one of ours. A post that proves
 * neither is refused: nothing we serve posts without them.
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
