import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { cspDirectives } from './content-security-policy';

/** Features the site never uses are switched off; payment is allowed for Flitt's Apple/Google Pay. */
const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), usb=(), serial=(), ' +
  'payment=(self "https://pay.flitt.com")';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Security headers on every response: pages, assets, JSON, redirects and errors
 * (docs/security.md "Input, output, headers"). `upgrade-insecure-requests` is left out so a plain-HTTP localhost run
 * still loads its assets; HSTS covers production.
 */
export const securityHeadersPlugin = fp<{
  readonly paymentOrigins?: readonly string[];
  /** The booking page's origin (config/site.json `media.bookingUrl`); Calendly's when absent. */
  readonly bookingOrigin?: string;
}>(
  async (app, options) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { ...cspDirectives(options.paymentOrigins ?? [], options.bookingOrigin) },
      },
      strictTransportSecurity: { maxAge: ONE_YEAR_SECONDS, includeSubDomains: true },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      crossOriginEmbedderPolicy: false,
      xFrameOptions: { action: 'deny' },
    });
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    });
  },
  { name: 'security-headers', fastify: '5.x' },
);
