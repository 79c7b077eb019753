import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * dependency-cruiser guards core's imports; this guards what imports cannot show: core reads no clock,
 * draws no randomness and touches no ambient IO (docs/architecture.md "Ports", "Layers and what each may import").
 */
const CORE_DIR = join(import.meta.dirname, '../../core');

const FORBIDDEN: { pattern: RegExp; why: string }[] = [
  { pattern: /\bDate\.now\s*\(/, why: 'reads the clock (use a Clock or a Date parameter)' },
  { pattern: /\bnew Date\(\s*\)/, why: 'reads the clock (use a Clock or a Date parameter)' },
  { pattern: /\bMath\.random\s*\(/, why: 'draws randomness (use the Ids port)' },
  { pattern: /\bcrypto\./, why: 'draws randomness or hashes with ambient crypto' },
  { pattern: /\bfetch\s*\(/, why: 'does IO (use a port)' },
  { pattern: /\bprocess\./, why: 'reads the environment (config is parsed in server/config/)' },
  { pattern: /\b(window|document|localStorage|sessionStorage)\./, why: 'touches the browser' },
  { pattern: /\bperformance\.now\s*\(/, why: 'reads the clock' },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Drops comments so that prose mentioning `Date.now()` does not count. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

describe('core purity', () => {
  const files = sourceFiles(CORE_DIR);

  it('finds the core sources', () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(FORBIDDEN)('no core source file $why ($pattern)', ({ pattern }) => {
    const offenders = files.filter((file) =>
      pattern.test(withoutComments(readFileSync(file, 'utf8'))),
    );
    expect(offenders.map((file) => relative(CORE_DIR, file))).toEqual([]);
  });

  it('flags a violation when one is present (the check can fail)', () => {
    const sample = 'export const now = () => Date.now();';
    expect(FORBIDDEN.some(({ pattern }) => pattern.test(withoutComments(sample)))).toBe(true);
  });
});
