import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { httpScheme, secureWebScheme } from './web-address';

const httpUrl = v.pipe(v.string(), v.url(), httpScheme);
const visitorUrl = v.pipe(v.string(), v.url(), secureWebScheme);

describe('web addresses', () => {
  it('accepts http and https in any case for webhooks and links, nothing else', () => {
    expect(v.is(httpUrl, 'https://script.google.com/macros/s/x/exec')).toBe(true);
    expect(v.is(httpUrl, 'HTTP://example.ge/')).toBe(true);
    for (const refused of ['javascript:alert(1)', 'ftp://example.ge/', 'mailto:a@example.ge']) {
      expect(v.is(httpUrl, refused)).toBe(false);
    }
  });

  it('sends visitors to https only, or to plain http on this machine', () => {
    expect(v.is(visitorUrl, 'https://calendly.com/levan/30min')).toBe(true);
    expect(v.is(visitorUrl, 'http://localhost:3000/join')).toBe(true);
    expect(v.is(visitorUrl, 'http://127.0.0.1/join')).toBe(true);
    expect(v.is(visitorUrl, 'http://example.ge/join')).toBe(false);
    expect(v.is(visitorUrl, 'http://localhost.example.ge/join')).toBe(false);
  });

  it('never lets another scheme through either rule', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['ftp', 'ws', 'file', 'data'] }), (url) => {
        expect(v.is(httpUrl, url)).toBe(false);
        expect(v.is(visitorUrl, url)).toBe(false);
      }),
    );
  });
});
