import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const PAGES = join(import.meta.dirname, '../../dist/client/pages');
const VNU_JAR = join(import.meta.dirname, '../../node_modules/vnu-jar/build/dist/vnu.jar');

/** Every prerendered page of the build (the project's global set-up builds it when stale). */
function prerenderedPages(): string[] {
  return readdirSync(PAGES, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(PAGES, file));
}

interface VnuMessage {
  readonly type: string;
  readonly subType?: string;
  readonly url: string;
  readonly message: string;
  readonly extract?: string;
}

/** The W3C Nu HTML Checker's errors over `files`, one run of Debian's Java for them all. */
async function checkerErrors(files: readonly string[]): Promise<VnuMessage[]> {
  const run = promisify(execFile);
  const args = ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files];
  // The checker exits 1 when it finds errors; its report is on stderr either way.
  const { stderr } = await run('java', args, { maxBuffer: 64 * 1024 * 1024 }).catch(
    (failure: { stderr?: string; message: string }) => {
      if (failure.stderr === undefined || !failure.stderr.startsWith('{')) throw failure;
      return { stderr: failure.stderr };
    },
  );
  const report = JSON.parse(stderr) as { messages: VnuMessage[] };
  return report.messages.filter((message) => message.type === 'error');
}

describe('markup (docs/site.md "Valid markup")', () => {
  it('every prerendered page passes the W3C Nu HTML Checker with 0 errors', async () => {
    const pages = prerenderedPages();
    expect(pages.length).toBeGreaterThanOrEqual(29);
    const errors = await checkerErrors(pages);
    const described = errors.map(
      (error) => `${error.url.replace(/^.*\/pages\//, '')}: ${error.message}`,
    );
    expect(described).toEqual([]);
  }, 60_000);
});
