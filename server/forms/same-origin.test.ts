import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSameOrigin } from './same-origin';

const OURS = ['https://example.ge', 'http://127.0.0.1:3000'];

describe('checkSameOrigin (docs/security.md "Form posts without JavaScript")', () => {
  it.each([
    [
      'Fetch Metadata same-origin and our Origin',
      { secFetchSite: 'same-origin', origin: 'https://example.ge' },
    ],
    ['our other origin (the host the request names)', { origin: 'http://127.0.0.1:3000' }],
    ['no Fetch Metadata, our Origin', { origin: 'https://example.ge' }],
    [
      'no Origin (an older browser), our Referer',
      { referer: 'https://example.ge/ka?utm_source=x' },
    ],
  ])('accepts %s', (_name, headers) => {
    expect(checkSameOrigin(headers, OURS)).toEqual({ ok: true });
  });

  it.each([
    [
      'a cross-site post',
      { secFetchSite: 'cross-site', origin: 'https://example.ge' },
      'sec-fetch-site cross-site',
    ],
    [
      'a same-site sibling',
      { secFetchSite: 'same-site', origin: 'https://example.ge' },
      'sec-fetch-site same-site',
    ],
    ['a typed or bookmarked navigation', { secFetchSite: 'none' }, 'sec-fetch-site none'],
    ['a foreign Origin', { origin: 'https://evil.example' }, 'foreign origin'],
    ['our host on another port', { origin: 'https://example.ge:8443' }, 'foreign origin'],
    ['an opaque Origin', { origin: 'null' }, 'foreign origin'],
    ['a foreign Referer', { referer: 'https://evil.example/ka' }, 'foreign referer'],
    ['a look-alike Referer', { referer: 'https://example.ge.evil.example/' }, 'foreign referer'],
    ['a malformed Referer', { referer: 'not a url' }, 'foreign referer'],
    ['no evidence at all', {}, 'no origin'],
  ])('refuses %s', (_name, headers, reason) => {
    expect(checkSameOrigin(headers, OURS)).toEqual({ ok: false, reason });
  });

  it('the Origin decides even when a Referer of ours comes with it', () => {
    const verdict = checkSameOrigin(
      { origin: 'https://evil.example', referer: 'https://example.ge/ka' },
      OURS,
    );
    expect(verdict.ok).toBe(false);
  });

  it('refuses every origin that is not exactly one of ours', () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        const origin = new URL(url).origin;
        const verdict = checkSameOrigin({ origin }, OURS);
        expect(verdict.ok).toBe(OURS.includes(origin));
      }),
      { numRuns: 50 },
    );
    // fast-check's URLs are cheap, but a suite that loads both cores can hold this past 5 s.
  }, 20_000);
});
