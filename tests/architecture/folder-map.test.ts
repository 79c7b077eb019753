import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The folders docs/architecture.md "Folders" gives a one-line job, and the document's rows. */
const ROOT = join(import.meta.dirname, '../..');
const MAPPED = ['core', 'adapters', 'server', 'ui', 'tests'];

function foldersOf(parent: string): string[] {
  return readdirSync(join(ROOT, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
    .map((entry) => `${parent}/${entry.name}`);
}

describe('the folder map', () => {
  it('lists every folder of the layers with its job, and no folder that is gone', () => {
    const doc = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
    const section = doc.slice(
      doc.indexOf('## Folders'),
      doc.indexOf('\n## ', doc.indexOf('## Folders') + 1),
    );
    const listed = [...section.matchAll(/^\| `([^`]+)` \| [^|]+ \|$/gm)].map(
      ([, folder = '']) => folder,
    );
    const folders = MAPPED.flatMap(foldersOf);
    expect(folders.filter((folder) => !listed.includes(folder))).toEqual([]);
    expect(listed.filter((folder) => !folders.includes(folder))).toEqual([]);
  });
});
