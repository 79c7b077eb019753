import { describe, expect, it } from 'vitest';
import { parseLegalBlocks } from '../../../core/legal/legal-blocks';
import en from '../../../locales/en/legal.json';
import ka from '../../../locales/ka/legal.json';

/** Every leaf of a JSON value as `path → string`; array items keep their index in the path. */
function leaves(value: unknown, path = ''): Map<string, unknown> {
  const result = new Map<string, unknown>();
  if (Array.isArray(value) || (typeof value === 'object' && value !== null)) {
    const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
    for (const [key, child] of entries) {
      for (const [leafPath, leaf] of leaves(child, `${path}/${key}`)) result.set(leafPath, leaf);
    }
    if (Array.isArray(value) && value.length === 0) result.set(`${path}/[]`, '[]');
  } else {
    result.set(path, value);
  }
  return result;
}

/** Latin words allowed on the Georgian page: third-party brands and universal abbreviations. */
const ALLOWED_LATIN = new Set([
  'Flitt',
  'Google',
  'Sheets',
  'Analytics',
  'Calendly',
  'Meta',
  'Facebook',
  'Instagram',
  'Visa',
  'Mastercard',
  'Apple',
  'Pay',
  'LinkedIn',
  'SMS',
  'IP',
  'UTC',
  // The hash named where the policy says what the server sends to Meta.
  'SHA',
  // Placeholders filled from config/site.json (docs/legal.md "Versions and dates"), and the
  // processor-list marker (legal-blocks.ts).
  'list',
  'email',
  'seller',
  'product',
  'version',
  'location',
  'capacity',
  // The Personal Data Protection Service's web address, where a complaint is filed.
  'personaldata',
  'ge',
  // The consumer agency's web address (gcca.gov.ge), and the city-lookup service (ipapi.co).
  'gcca',
  'gov',
  'ipapi',
  'co',
  'YouTube',
]);

describe('legal.json', () => {
  it('has the same keys, list lengths and nesting in ka and en', () => {
    expect([...leaves(ka).keys()].sort()).toEqual([...leaves(en).keys()].sort());
  });

  it('has no empty strings', () => {
    for (const file of [ka, en]) {
      for (const [path, leaf] of leaves(file)) {
        expect(typeof leaf === 'string' && leaf.trim() !== '', path).toBe(true);
      }
    }
  });

  it('holds the meta keys the page head reads', () => {
    for (const file of [ka, en]) {
      for (const document of [file.privacy, file.terms, file.refund]) {
        expect(document.meta.title.length).toBeGreaterThan(0);
        expect(document.meta.description.length).toBeGreaterThan(50);
      }
    }
  });

  it('leaves nothing in English on the Georgian page except brands and abbreviations', () => {
    for (const [path, leaf] of leaves(ka)) {
      const latinWords = String(leaf).match(/[A-Za-z]+/g) ?? [];
      for (const word of latinWords) expect(ALLOWED_LATIN.has(word), `${path}: ${word}`).toBe(true);
    }
  });

  it('never uses Mtavruli (capital Georgian), which many fonts cannot draw (docs/site.md "Georgian text")', () => {
    for (const [path, leaf] of leaves(ka))
      expect(String(leaf), path).not.toMatch(/[\u1C90-\u1CBF]/u);
  });

  it('keeps every section body in a shape the renderer accepts', () => {
    for (const file of [ka, en]) {
      for (const document of [file.privacy, file.terms, file.refund]) {
        for (const [id, section] of Object.entries(document.sections)) {
          expect(() => parseLegalBlocks(section.body, id)).not.toThrow();
        }
        expect(() => parseLegalBlocks(document.sections.contact.after)).not.toThrow();
      }
    }
  });
});
