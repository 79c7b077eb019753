import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILED_SERVER } from '../support/compiled-server';

/*
 * The packages the compiled server loads before it listens (docs/performance.md "Start-up"): those
 * only some configurations or some requests need load on first use, so a plain SQLite start does not
 * pay for them.
 */

/** Loaded on first use: the PostgreSQL and Redis clients, the PDF writer, the HTTP and SMTP clients. */
const LOADED_ON_FIRST_USE = ['pg', 'ioredis', 'pdfkit', 'undici', 'nodemailer'];

/** `import … from "x"` and bare `import "x"` at the top of a bundled module (not `import("x")`). */
const STATIC_IMPORT = /^import\s+(?:[^"';]*?\s+from\s+)?"([^"]+)";?$/gm;

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return parts.slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
}

/** Every package a module and the chunks it statically imports name, walking the chunk graph. */
function packagesLoadedAtStart(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const pending = [entry];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (specifier === undefined || specifier.startsWith('node:')) continue;
      if (specifier.startsWith('.')) pending.push(join(dirname(file), specifier));
      else packages.add(packageOf(specifier));
    }
  }
  return packages;
}

describe('the compiled server at start', () => {
  const packages = packagesLoadedAtStart(COMPILED_SERVER);

  it('reads its imports: Fastify and the SQLite driver are among them', () => {
    expect(packages).toContain('fastify');
    expect(packages).toContain('better-sqlite3');
  });

  it('leaves the packages only some configurations or requests need until they are used', () => {
    expect(LOADED_ON_FIRST_USE.filter((name) => packages.has(name))).toEqual([]);
  });
});
