// Compiles the server (and the operator console) to plain ESM JavaScript in dist/server, so
// production starts with `node dist/server/main.js`: no tsx, no TypeScript at run time
// (docs/decisions.md "Production build").
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { build } from 'esbuild';

/** Entry points, by output name: `dist/server/main.js` serves, `dist/server/ops.js` is the console. */
const ENTRY_POINTS = { main: 'server/main.ts', ops: 'server/ops/main.ts' };

/**
 * Files the server reads next to its own module at run time (`import.meta.dirname`). Bundled, every
 * module's dirname is dist/server, so each folder lands there under its own name.
 */
const RUNTIME_ASSETS = [
  { from: 'adapters/payments/flitt-demo/widget', to: 'widget' },
  // The invoice PDF's fonts (Noto Sans Georgian: Georgian, Latin, and Latin Extended for ₾).
  { from: 'server/invoices/fonts', to: 'fonts' },
];

/**
 * The package an external import names (`@scope/name/sub/path` → `@scope/name`, `name/sub` →
 * `name`), or undefined for a Node built-in or a file path: the one rule for both bundlers.
 */
function packageOf(specifier) {
  if (specifier.startsWith('node:') || builtinModules.includes(specifier)) return undefined;
  if (specifier.startsWith('.') || specifier.startsWith('/')) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The packages among `specifiers`, each once. */
function packagesAmong(specifiers) {
  return new Set(specifiers.map(packageOf).filter((name) => name !== undefined));
}

/**
 * The packages a Vite (Rollup) build's chunks import, from the bundler's own account of each chunk
 * (`imports`, `dynamicImports`), never from the code's text: a configured title ending in "from"
 * must not read as an import. Imports of the build's own chunks are left out.
 */
export function packagesImportedBy(buildResult) {
  const outputs = (Array.isArray(buildResult) ? buildResult : [buildResult]).flatMap(
    (result) => result.output,
  );
  const ownFiles = new Set(outputs.map((output) => output.fileName));
  return packagesAmong(
    outputs
      .filter((output) => output.type === 'chunk')
      .flatMap((chunk) => [...chunk.imports, ...chunk.dynamicImports])
      .filter((specifier) => !ownFiles.has(specifier)),
  );
}

/** The packages an esbuild build's outputs import, from its metafile (the imports it left external). */
function packagesInMetafile(metafile) {
  return packagesAmong(
    Object.values(metafile.outputs)
      .flatMap((output) => output.imports)
      .filter((entry) => entry.external)
      .map((entry) => entry.path),
  );
}

/**
 * Refuses a build whose run-time code imports a package `npm ci --omit=dev` would not install:
 * a dev dependency reached at run time would only fail in production.
 */
export function assertProductionImports(root, names, what) {
  const { dependencies = {} } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const undeclared = [...names].filter((name) => !(name in dependencies)).sort();
  if (undeclared.length > 0) {
    throw new Error(
      `${what} imports packages that are not production dependencies: ${undeclared.join(', ')}. ` +
        'Move them from devDependencies to dependencies in package.json.',
    );
  }
}

/** Bundles our code into dist/server; packages stay imports, resolved from node_modules at run time. */
export async function buildServer(root) {
  const outdir = join(root, 'dist/server');
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: ENTRY_POINTS,
    outdir,
    bundle: true,
    // One file per entry plus shared chunks: far fewer modules to load than one per source file.
    splitting: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    sourcesContent: false,
    metafile: true,
    logLevel: 'warning',
  });
  assertProductionImports(root, packagesInMetafile(result.metafile), 'The compiled server');
  for (const { from, to } of RUNTIME_ASSETS) {
    cpSync(join(root, from), join(outdir, to), { recursive: true });
  }
}
