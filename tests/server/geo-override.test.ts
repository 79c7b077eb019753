import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createMemoryGeolocation } from '../../adapters/geo/memory-geolocation';
import { cleanUpGeoApps, detect, GEORGIAN_IP, NOW, startGeoApp as start } from './geo-test-app';

cleanUpGeoApps();

describe('POST /api/geo/override', () => {
  const override = (server: FastifyInstance, payload: unknown) =>
    server.inject({
      method: 'POST',
      url: '/api/geo/override',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
      remoteAddress: GEORGIAN_IP,
    });

  it('answers the chosen country with userOverride and remembers it for 15 minutes', async () => {
    const server = await start(createMemoryGeolocation({ [GEORGIAN_IP]: 'GE' }));
    const response = await override(server, { country: ' de ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      country: 'DE',
      isGeorgia: false,
      defaultLanguage: 'en',
      isKnown: true,
      countryName: 'Germany',
      currency: 'GEL',
      smsAvailable: false,
      timestamp: NOW.toISOString(),
      userOverride: true,
    });
    expect(response.headers['cache-control']).toBe('private, no-store');
    // Attribute order is the cookie serializer's business; the set of attributes is ours.
    const [pair, ...attributes] = String(response.headers['set-cookie']).split('; ');
    expect(pair).toBe('geo_override=DE');
    expect(attributes.sort()).toEqual([
      'HttpOnly',
      'Max-Age=900',
      'Path=/api/geo',
      'SameSite=Lax',
      'Secure',
    ]);

    const later = await detect(server, { cookie: 'theme=dark; geo_override=DE' });
    expect(later.json()).toMatchObject({ country: 'DE', userOverride: true });
  });

  it('leaves Secure off the cookie when the site is served over plain http', async () => {
    const server = await start(createMemoryGeolocation(), { SITE_ORIGIN: 'http://localhost:3000' });
    const response = await override(server, { country: 'DE' });
    expect(String(response.headers['set-cookie'])).toBe(
      'geo_override=DE; Max-Age=900; Path=/api/geo; HttpOnly; SameSite=Lax',
    );
  });

  it('ignores a tampered override cookie', async () => {
    const server = await start(createMemoryGeolocation({ [GEORGIAN_IP]: 'GE' }));
    const response = await detect(server, { cookie: 'geo_override=<script>' });
    expect(response.json()).toMatchObject({ country: 'GE' });
    expect(response.json()).not.toHaveProperty('userOverride');
  });

  it.each([
    { country: 'Georgia' },
    { country: 'XX' },
    { country: 'T1' },
    { country: 'G1' },
    { country: '' },
    { country: 42 },
    {},
    ['GE'],
    'GE',
    null,
  ])('refuses %j with 400 VALIDATION_ERROR and the field code', async (payload) => {
    const server = await start(createMemoryGeolocation());
    const response = await override(server, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'VALIDATION_ERROR', issues: [{ field: 'country', code: 'country.invalid' }] },
    });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a non-JSON body with the server-wide codes', async () => {
    const server = await start(createMemoryGeolocation());
    const response = await server.inject({
      method: 'POST',
      url: '/api/geo/override',
      headers: { 'content-type': 'text/plain' },
      payload: '{"country":"GE"}',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
  });

  it('is rate-limited per address', async () => {
    const server = await start(createMemoryGeolocation());
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1)
      statuses.push((await override(server, { country: 'GE' })).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
