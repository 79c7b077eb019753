import * as v from 'valibot';
import { httpScheme } from '../../core/web/web-address';

/** An absolute http(s) URL (a webhook, the site's origin); `message` says what a good one is. */
export const httpUrlField = (message = 'must be an absolute http(s) URL') =>
  v.pipe(v.string(), v.url(message), httpScheme);

/** A service's base URL, `fallback` when unset, without trailing slashes (paths are appended). */
export const serviceBaseUrl = (fallback: string) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.url('must be an absolute http(s) URL'),
    httpScheme,
    v.transform((value) => value.replace(/\/+$/, '')),
  );
