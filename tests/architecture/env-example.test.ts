import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `.env.example` is the operator's list of every variable the server reads, with its default
 * (docs/operations.md "Deploying"): a variable added to the code but not there would be found only
 * by reading the source.
 */
const ROOT = join(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter(
      (entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name),
    )
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

/** Variables the code reads: keys of the environment schemas in server/config/, and `env.NAME`. */
function variablesRead(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of [...sources('server'), ...sources('adapters')]) {
    const source = readFileSync(join(ROOT, file), 'utf8');
    if (/^server\/config\/[\w-]+\.ts$/.test(file)) {
      for (const [, name = ''] of source.matchAll(/^\s+([A-Z][A-Z0-9_]{2,}):\s/gm)) {
        found.set(name, file);
      }
    }
    for (const [, name = ''] of source.matchAll(/\benv\.([A-Z][A-Z0-9_]{2,})\b/g)) {
      found.set(name, file);
    }
  }
  return found;
}

describe('.env.example', () => {
  const example = readFileSync(join(ROOT, '.env.example'), 'utf8');
  const documented = new Set(
    [...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map(([, name = '']) => name),
  );
  const read = variablesRead();

  it('finds the variables the server reads', () => {
    expect([...read.keys()]).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL']));
  });

  it('lists every variable the server reads', () => {
    const missing = [...read].filter(([name]) => !documented.has(name));
    expect(missing.map(([name, file]) => `${name} (read in ${file})`)).toEqual([]);
  });
});
