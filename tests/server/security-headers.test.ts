import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CLIENT_BOOT_SCRIPT } from '../../server/prerender/client-boot.mjs';
import { createSiteFixture } from './support/site-fixture';
import { buildTestApp, setUpTestApp } from './support/test-app';

const context = setUpTestApp();

function directives(response: LightMyRequestResponse): Map<string, string> {
  const csp = String(response.headers['content-security-policy']);
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources.join(' ')] as const;
    }),
  );
}

describe('security headers on every kind of response (docs/security.md "Input, output, headers")', () => {
  it.each([
    ['page', { url: '/ka/privacy-policy' }, 200],
    ['asset', { url: '/assets/app-3f9a1c.js' }, 200],
    ['JSON', { url: '/health' }, 200],
    ['redirect', { url: '/' }, 302],
    ['HTML 404', { url: '/nope' }, 404],
    ['JSON 404', { url: '/api/nope' }, 404],
    [
      '415 error',
      {
        method: 'POST' as const,
        url: '/locales/add/ka/common',
        payload: 'x',
        headers: { 'content-type': 'text/plain' },
      },
      415,
    ],
  ])('%s', async (_kind, request, status) => {
    const response = await context.app.inject(request);
    expect(response.statusCode).toBe(status);
    const csp = directives(response);
    expect(csp.get('default-src')).toBe("'self'");
    // The one inline script, the client's boot script, by the hash of its text; nothing else inline.
    const bootScript = `'sha256-${createHash('sha256').update(CLIENT_BOOT_SCRIPT).digest('base64')}'`;
    // No analytics host: the fixture build has no tag configured (see below).
    expect(csp.get('script-src')).toBe(
      `'self' ${bootScript} https://pay.flitt.com https://assets.calendly.com https://www.youtube.com https://player.vimeo.com`,
    );
    expect(csp.get('connect-src')).toBe("'self' https://pay.flitt.com");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('form-action')).toBe("'self' https://pay.flitt.com");
    expect(csp.get('img-src')).toBe("'self' data: https:");
    expect(csp.get('font-src')).toBe("'self'");
    expect(csp.get('style-src')).not.toContain('unsafe-inline');
    expect(csp.get('style-src-attr')).toBe("'unsafe-inline'");
    expect(csp.get('frame-src')).toContain('https://www.youtube-nocookie.com');
    expect(csp.get('frame-src')).toContain('https://player.vimeo.com');
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['permissions-policy']).toContain('camera=()');
  });
});

describe('the third-party tags of the build in the policy (docs/security.md "Input, output, headers")', () => {
  it('allows the script and beacon hosts of the tags the build can load, and no others', async () => {
    const fixture = createSiteFixture({ tags: ['ga4', 'linkedin'] });
    const { app } = buildTestApp(fixture);
    try {
      const csp = directives(await app.inject({ url: '/ka/privacy-policy' }));
      const scriptSrc = csp.get('script-src') ?? '';
      expect(scriptSrc).toContain('https://www.googletagmanager.com');
      expect(scriptSrc).toContain('https://snap.licdn.com');
      expect(scriptSrc).not.toContain('facebook');
      expect(csp.get('connect-src')).toBe(
        "'self' https://pay.flitt.com https://www.googletagmanager.com https://www.google-analytics.com https://*.google-analytics.com https://*.analytics.google.com https://px.ads.linkedin.com",
      );
    } finally {
      await app.close();
      fixture.remove();
    }
  });

  it('allows the Meta pixel alone when only its id is configured', async () => {
    const fixture = createSiteFixture({ tags: ['meta-pixel'] });
    const { app } = buildTestApp(fixture);
    try {
      const csp = directives(await app.inject({ url: '/health' }));
      expect(csp.get('script-src')).toContain('https://connect.facebook.net');
      expect(csp.get('script-src')).not.toContain('googletagmanager');
      expect(csp.get('connect-src')).toBe("'self' https://pay.flitt.com https://www.facebook.com");
    } finally {
      await app.close();
      fixture.remove();
    }
  });
});
