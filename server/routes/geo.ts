import cookie from '@fastify/cookie';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { FALLBACK_GEO, type GeoData } from '../../core/geo/geo-data';
import { geoFromCountry, normalizeCountryCode } from '../../core/geo/geo-from-country';
import type { Clock } from '../../core/ports/clock';
import type { Geolocation } from '../../core/ports/geolocation';

/** What the geo routes need. */
export interface GeoRoutesOptions {
  /** Absent (tests of unrelated routes): every visitor is unknown. */
  readonly geolocation?: Geolocation;
  readonly clock: Clock;
  /** The trusted CDN country header, when one is configured (it then varies the answer). */
  readonly countryHeader?: string | undefined;
  /** Adds `Secure` to the override cookie (the site is served over https). */
  readonly secureCookies: boolean;
}

/** The cookie that remembers a hand-picked country, for as long as the client caches geo data. */
export const GEO_OVERRIDE_COOKIE = 'geo_override';
const OVERRIDE_MAX_AGE_SECONDS = 15 * 60;
/** Detection runs once per visit and is cached 15 minutes by the client; this is generous. */
const DETECT_LIMIT = { rateLimit: { max: 60, timeWindow: 60_000 } };
const OVERRIDE_LIMIT = { rateLimit: { max: 20, timeWindow: 60_000 } };

const englishRegionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** The English country name (docs/messaging.md "Geo detection" `countryName`); ICU echoes codes it does not know. */
function countryName(code: string): string | undefined {
  const name = englishRegionNames.of(code);
  return name === undefined || name === code ? undefined : name;
}

function geoFor(code: string, now: Date): GeoData {
  return geoFromCountry(code, now, countryName(code));
}

const OverrideSchema = v.object({
  country: v.pipe(
    v.string(),
    v.trim(),
    v.toUpperCase(),
    v.check((code) => normalizeCountryCode(code) !== undefined),
  ),
});

/** The country remembered by an earlier override, if the cookie holds a real code. */
function overriddenCountry(request: FastifyRequest): string | undefined {
  return normalizeCountryCode(request.cookies[GEO_OVERRIDE_COOKIE]);
}

function stringHeaders(request: FastifyRequest): Record<string, string | undefined> {
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    headers[name] = Array.isArray(value) ? value[0] : value;
  }
  return headers;
}

/** Geo answers depend on the visitor, so no shared cache may keep them (docs/security.md). */
function privateAnswer(reply: FastifyReply, countryHeader: string | undefined): FastifyReply {
  reply.header('cache-control', 'private, no-store');
  return reply.header('vary', countryHeader === undefined ? 'Cookie' : `Cookie, ${countryHeader}`);
}

/**
 * `GET /api/geo/detect` and `POST /api/geo/override` (docs/messaging.md "Geo detection"): detection
 * never fails (any lookup problem answers the fallback record, logged), and an override is kept 15
 * minutes in a cookie scoped to `/api/geo`.
 */
export const geoRoutes: FastifyPluginAsync<GeoRoutesOptions> = async (app, options) => {
  const { geolocation, clock, countryHeader } = options;
  // Registered here, not app-wide: only these routes read or set a cookie.
  await app.register(cookie);

  const detect = async (request: FastifyRequest): Promise<GeoData> => {
    const now = clock.now();
    const chosen = overriddenCountry(request);
    if (chosen !== undefined) return { ...geoFor(chosen, now), userOverride: true };
    if (geolocation === undefined) return geoFromCountry(undefined, now);
    try {
      const found = await geolocation.countryOf({
        ip: request.ip,
        headers: stringHeaders(request),
      });
      if (found.isOk()) {
        return found.value.kind === 'known'
          ? geoFor(found.value.country, now)
          : geoFromCountry(undefined, now);
      }
      request.log.warn({ code: found.error.type }, 'geo detection failed');
    } catch (error) {
      request.log.error({ err: error }, 'geo detection threw');
    }
    return FALLBACK_GEO;
  };

  app.get('/api/geo/detect', { config: DETECT_LIMIT }, async (request, reply) => {
    const geo = await detect(request);
    return privateAnswer(reply, countryHeader).send(geo);
  });

  app.post('/api/geo/override', { config: OVERRIDE_LIMIT }, async (request, reply) => {
    privateAnswer(reply, countryHeader);
    const parsed = v.safeParse(OverrideSchema, request.body);
    if (!parsed.success) {
      return reply.code(400).send({
        error: {
          code: 'VALIDATION_ERROR',
          issues: [{ field: 'country', code: 'country.invalid' }],
        },
      });
    }
    const { country } = parsed.output;
    reply.setCookie(GEO_OVERRIDE_COOKIE, country, {
      maxAge: OVERRIDE_MAX_AGE_SECONDS,
      path: '/api/geo',
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secureCookies,
    });
    request.log.info({ country }, 'geo country overridden by the visitor');
    return reply.send({ ...geoFor(country, clock.now()), userOverride: true });
  });
};
