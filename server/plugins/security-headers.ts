import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { ThirdPartyTag } from '../../core/consent/consent-rules';
import { cspDirectives } from './content-security-policy';

/** Features the site never uses are switched off; payment is allowed for Flitt's Apple/Google Pay. */
const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), usb=(), serial=(), ' +
  'payment=(self "https://pay.flitt.com")';

const ONE_YEAR_SECONDS = 31_536_000;

/** Where the pages may load third-party code from; both vary with the configuration. */
export interface SecurityHeaderOptions {
  readonly paymentOrigins?: readonly string[];
  /** The booking page's origin (config/site.json `media.bookingUrl`); Calendly's when absent. */
  readonly bookingOrigin?: string;
  /** The third-party tags the built client can load (the site manifest's `tags`); none when absent. */
  readonly tags?: readonly ThirdPartyTag[];
}

/** Header name (lower case) → value: the same on every response. */
export type SecurityHeaders = Readonly<Record<string, string>>;

/**
 * The security headers of every response (docs/security.md "Input, output, headers"), computed once
 * by helmet on a detached response and copied from there, so the answers routing never sees carry
 * the same set.
 */
export function securityHeaders(options: SecurityHeaderOptions): SecurityHeaders {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet({
    contentSecurityPolicy: {
      // Without `upgrade-insecure-requests`, so a plain-HTTP localhost run loads its assets;
      // HSTS covers production.
      useDefaults: false,
      directives: {
        ...cspDirectives(options.paymentOrigins ?? [], options.bookingOrigin, options.tags ?? []),
      },
    },
    strictTransportSecurity: { maxAge: ONE_YEAR_SECONDS, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
  })(response.req, response, (error?: unknown) => {
    if (error !== undefined) throw error;
  });
  const headers: Record<string, string> = { 'permissions-policy': PERMISSIONS_POLICY };
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (value !== undefined) headers[name] = String(value);
  }
  return headers;
}

/** Sets the headers on every response: pages, assets, JSON, redirects and errors. */
export const securityHeadersPlugin = fp<{ readonly headers: SecurityHeaders }>(
  async (app, options) => {
    // A callback hook, not an async one: no promise per request on every page and asset.
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(options.headers);
      done();
    });
  },
  { name: 'security-headers', fastify: '5.x' },
);
