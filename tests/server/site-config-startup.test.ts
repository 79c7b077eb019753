import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPILED_SERVER } from '../support/compiled-server';

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'site-config-startup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Json = Record<string, unknown>;
const shipped = () =>
  JSON.parse(readFileSync(join(ROOT, 'config/site.json'), 'utf8')) as Json & { cohorts: Json[] };

/** The shipped file with one cohort changed so that it breaks exactly one rule. */
function breaking(index: number, change: Json): Json {
  const config = shipped();
  config.cohorts[index] = { ...config.cohorts[index], ...change };
  return config;
}

/** Each cohort rule of docs/purchase.md "Cohorts" broken once, and the field the message must name. */
const BROKEN: readonly [string, Json, string][] = [
  [
    'a cohort number that is not positive',
    breaking(0, { number: 0 }),
    'cohort at position 1, number: must be a positive whole number',
  ],
  [
    'an early-bird deadline after the start',
    breaking(0, { earlyBirdDeadline: '2025-11-02T00:00:00+04:00' }),
    'cohort №3, earlyBirdDeadline: must be before the start',
  ],
  [
    'an early-bird deadline before registration opens',
    breaking(1, { earlyBirdDeadline: '2026-10-31T23:59:59+04:00' }),
    'cohort №4, earlyBirdDeadline: must be after registrationOpens',
  ],
  [
    'registration closing before it opens',
    breaking(1, {
      registrationOpens: '2027-02-28T23:59:59+04:00',
      registrationCloses: '2026-11-01T00:00:00+04:00',
    }),
    'cohort №4, registrationCloses: must be after registrationOpens',
  ],
  [
    'registration closing after the start',
    breaking(1, { registrationCloses: '2027-03-02T00:00:00+04:00' }),
    'cohort №4, registrationCloses: must not be after the start',
  ],
  [
    'a capacity that is not positive',
    breaking(0, { capacity: 0 }),
    'cohort №3, capacity: must be a positive whole number',
  ],
  [
    'a date without its offset',
    breaking(0, { start: '2025-11-01T00:00:00' }),
    'cohort №3, start: must be an ISO 8601 date-time with a UTC offset',
  ],
  ['an unknown field', breaking(0, { seats: 30 }), 'cohort №3, seats: is not a known field'],
];

/** Runs a command to its end and returns its exit code and what it printed to stderr. */
async function exitOf(args: string[], env: NodeJS.ProcessEnv) {
  try {
    const { stderr } = await run(process.execPath, args, { cwd: ROOT, env, timeout: 60_000 });
    return { code: 0, stderr };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, stderr: failed.stderr };
  }
}

function fileFor(name: string, json: Json): string {
  const path = join(dir, `${name.replace(/\W+/g, '-')}.json`);
  writeFileSync(path, JSON.stringify(json));
  return path;
}

describe('start-up refuses a broken site configuration (docs/operations.md)', () => {
  it.concurrent.each(BROKEN)(
    '%s: exits non-zero naming the field',
    async (name, json, message) => {
      const result = await exitOf([COMPILED_SERVER], {
        ...process.env,
        SITE_CONFIG_PATH: fileFor(name, json),
        SQLITE_PATH: join(dir, `${name.replace(/\W+/g, '-')}.db`),
        DATABASE_URL: '',
        PORT: '0',
        LOG_LEVEL: 'silent',
      });
      expect(result.code).not.toBe(0);
      expect(result.stderr).toContain('is invalid:');
      expect(result.stderr).toContain(`  - ${message}`);
    },
    60_000,
  );

  it('the build refuses it too, naming the field, and writes no site', async () => {
    const [name, json, message] =
      BROKEN.find(([, , text]) => text.includes('not be after the start')) ?? [];
    if (!name || !json || !message) throw new Error('no such case');
    const siteDir = join(dir, 'build', 'client');
    const result = await exitOf(['server/prerender/build.mjs'], {
      ...process.env,
      SITE_CONFIG_PATH: fileFor(`build ${name}`, json),
      SITE_DIR: siteDir,
    });
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain(message);
    expect(() => readFileSync(join(siteDir, 'pages/manifest.json'))).toThrow();
  }, 60_000);

  it.each([
    ['npm start', 'scripts/start.mjs'],
    ['npm run build', 'scripts/build/build.mjs'],
  ])(
    '%s refuses it before the build starts, with the field messages and no stack trace',
    async (_name, script) => {
      const json = breaking(1, { capacity: 0, earlyBirdDeadline: '2026-10-31T23:59:59+04:00' });
      const siteDir = join(dir, 'start', 'client');
      const result = await exitOf([script], {
        ...process.env,
        SITE_CONFIG_PATH: fileFor(`start ${script}`, json),
        SITE_DIR: siteDir,
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/^Site configuration .* is invalid:\n/);
      expect(result.stderr).toContain('  - cohort №4, capacity: must be a positive whole number\n');
      expect(result.stderr).toContain(
        '  - cohort №4, earlyBirdDeadline: must be after registrationOpens',
      );
      expect(result.stderr).not.toMatch(/^\s+at /m);
      expect(result.stderr).not.toMatch(/vite|esbuild/i);
      expect(() => readFileSync(join(siteDir, 'pages/manifest.json'))).toThrow();
    },
    60_000,
  );
});
