import * as v from 'valibot';

/** An http(s) URL's protocol: the one rule every URL variable shares. */
const isHttp = (value: string) => /^https?:$/.test(new URL(value).protocol);

/** An absolute http(s) URL (a webhook, the site's origin); `message` says what a good one is. */
export const httpUrlField = (message = 'must be an absolute http(s) URL') =>
  v.pipe(v.string(), v.url(message), v.check(isHttp, 'must use http or https'));

/** A service's base URL, `fallback` when unset, without trailing slashes (paths are appended). */
export const serviceBaseUrl = (fallback: string) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.url('must be an absolute http(s) URL'),
    v.check(isHttp, 'must use http or https'),
    v.transform((value) => value.replace(/\/+$/, '')),
  );
