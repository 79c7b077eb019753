import * as v from 'valibot';

/**
 * Which web addresses the site follows: the one home of the scheme checks that the configuration,
 * the environment and the outbox payloads apply after valibot's `v.url()` (docs/security.md "Input, output, headers").
 */

const HTTP_OR_HTTPS = /^https?:\/\//i;
const HTTPS = /^https:\/\//i;
/** Plain http is allowed only on this machine, for a development address. */
const LOCAL_HTTP = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?\//i;

/** An absolute URL whose scheme is http or https (webhooks, service base URLs, links in messages). */
export const httpScheme = v.regex(HTTP_OR_HTTPS, 'must use http or https');

/** An absolute URL a visitor is sent to: https, or http on this machine only. */
export const secureWebScheme = v.check(
  (text: string) => HTTPS.test(text) || LOCAL_HTTP.test(text),
  'must start with https://',
);
