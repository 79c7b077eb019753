import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildInputsHash, clearStamp, stampedHash, writeStamp } from './build-inputs.mjs';

let root: string;
const NOW = new Date('2026-12-01T12:00:00Z');

function write(path: string, content: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

const hash = (env: Record<string, string> = {}, now = NOW) => buildInputsHash(root, env, now);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-inputs-'));
  write('core/price.ts', 'export const price = 1;');
  write('core/price.test.ts', 'test');
  write('ui/page.tsx', 'export const Page = () => null;');
  write('package.json', '{}');
  write(
    'config/site.json',
    JSON.stringify({ cohorts: [{ registrationCloses: '2026-12-02T23:59:59+04:00' }] }),
  );
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('the build inputs hash (docs/decisions.md "Production build")', () => {
  it('is the same for the same inputs', () => {
    expect(hash()).toBe(hash());
  });

  it('changes with a source file, the site configuration or a new file', () => {
    const before = hash();
    write('core/price.ts', 'export const price = 2;');
    const afterSource = hash();
    write('config/site.json', '{}');
    const afterConfig = hash();
    write('server/new.ts', '');
    expect(new Set([before, afterSource, afterConfig, hash()]).size).toBe(4);
  });

  it('ignores tests, which never reach the output', () => {
    const before = hash();
    write('core/price.test.ts', 'another test');
    write('ui/page.test.tsx', 'a new test');
    expect(hash()).toBe(before);
  });

  it('changes with the variables the build reads, and only those', () => {
    const before = hash();
    expect(hash({ HOME: '/elsewhere', PORT: '4000' })).toBe(before);
    // `npm test` quiets Vite's config-loader notice: that switch is not a client variable.
    expect(hash({ VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' })).toBe(before);
    expect(hash({ SITE_ORIGIN: 'https://example.ge' })).not.toBe(before);
    expect(hash({ VITE_GA4_ID: 'G-1' })).not.toBe(before);
    expect(hash({ SITE_CONFIG_PATH: 'config/other.json' })).not.toBe(before);
  });

  it('changes when the clock passes an instant of the configuration or the year turns', () => {
    const before = hash();
    expect(hash({}, new Date('2026-12-02T12:00:00Z'))).toBe(before);
    expect(hash({}, new Date('2026-12-02T20:00:00Z'))).not.toBe(before);
    expect(hash({}, new Date('2027-01-01T00:00:00Z'))).not.toBe(
      hash({}, new Date('2026-12-31T23:00:00Z')),
    );
  });
});

describe('the stamp', () => {
  it('records a finished build and is forgotten when the next one starts', () => {
    mkdirSync(join(root, 'dist'));
    expect(stampedHash(root)).toBeUndefined();
    writeStamp(root, hash());
    expect(stampedHash(root)).toBe(hash());
    clearStamp(root);
    expect(stampedHash(root)).toBeUndefined();
  });
});
