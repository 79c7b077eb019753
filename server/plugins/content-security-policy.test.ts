import { describe, expect, it } from 'vitest';
import { CSP_DIRECTIVES, cspDirectives } from './content-security-policy';

describe('cspDirectives', () => {
  it('is the base policy when Flitt is pay.flitt.com or the offline demo', () => {
    expect(cspDirectives([])).toBe(CSP_DIRECTIVES);
    expect(cspDirectives(['https://pay.flitt.com'])).toBe(CSP_DIRECTIVES);
  });

  it('adds another configured Flitt origin to script, style, frame, connect and form-action', () => {
    const policy = cspDirectives(['http://127.0.0.1:4010']);
    for (const directive of [
      'script-src',
      'style-src',
      'frame-src',
      'connect-src',
      'form-action',
    ]) {
      expect(policy[directive]).toContain('http://127.0.0.1:4010');
      expect(policy[directive]).toContain('https://pay.flitt.com');
    }
    expect(policy['img-src']).toEqual(CSP_DIRECTIVES['img-src']);
  });

  it('frames the configured booking page when it is not on calendly.com', () => {
    expect(cspDirectives([], 'https://calendly.com')).toBe(CSP_DIRECTIVES);
    const policy = cspDirectives([], 'https://cal.example.ge');
    expect(policy['frame-src']).toEqual([
      ...(CSP_DIRECTIVES['frame-src'] ?? []),
      'https://cal.example.ge',
    ]);
    expect(policy['script-src']).toEqual(CSP_DIRECTIVES['script-src']);
  });

  it('lists no analytics host without tags, and the hosts of each tag once with them', () => {
    const base = [
      ...(CSP_DIRECTIVES['script-src'] ?? []),
      ...(CSP_DIRECTIVES['connect-src'] ?? []),
    ];
    expect(base.join(' ')).not.toMatch(/google|facebook|licdn|linkedin/);
    const policy = cspDirectives([], undefined, ['ga4', 'meta-pixel', 'linkedin']);
    expect(policy['script-src']).toEqual([
      ...(CSP_DIRECTIVES['script-src'] ?? []),
      'https://www.googletagmanager.com',
      'https://connect.facebook.net',
      'https://snap.licdn.com',
    ]);
    const connect = policy['connect-src'] ?? [];
    expect(new Set(connect).size).toBe(connect.length);
    expect(connect).toContain('https://www.facebook.com');
    expect(connect).toContain('https://px.ads.linkedin.com');
  });
});
