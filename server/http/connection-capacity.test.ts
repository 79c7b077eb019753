import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  connectionCapacity,
  resolveMaxConnections,
  softOpenFilesLimit,
} from './connection-capacity';

const dir = mkdtempSync(join(tmpdir(), 'limits-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function limitsFile(openFiles: string): string {
  const path = join(dir, `limits-${openFiles}`);
  writeFileSync(
    path,
    [
      'Limit                     Soft Limit           Hard Limit           Units     ',
      'Max processes             127431               127431               processes ',
      `Max open files            ${openFiles}                 1048576              files     `,
    ].join('\n'),
  );
  return path;
}

describe('the connection cap under the open-files limit', () => {
  it('reads the soft open-files limit, and nothing when unreadable or unlimited', () => {
    expect(softOpenFilesLimit(limitsFile('1024'))).toBe(1024);
    expect(softOpenFilesLimit(limitsFile('unlimited'))).toBeUndefined();
    expect(softOpenFilesLimit(join(dir, 'missing'))).toBeUndefined();
  });

  it('keeps a quarter of the limit, at least 64, for everything but client connections', () => {
    expect(connectionCapacity(1024)).toBe(768);
    expect(connectionCapacity(200)).toBe(136);
    expect(connectionCapacity(65_536)).toBe(49_152);
    expect(connectionCapacity(10)).toBe(1);
    expect(connectionCapacity()).toBe(768);
  });

  it('uses a configured cap as given, and derives `auto` from the limit', () => {
    expect(resolveMaxConnections(300, 1024)).toBe(300);
    expect(resolveMaxConnections('auto', 1024)).toBe(768);
  });
});
