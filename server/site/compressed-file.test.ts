import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressFile } from './compressed-file';

describe('compressFile', () => {
  const body = Buffer.from('<p>ქართული და English</p>'.repeat(200));

  it('holds every encoding of the same bytes', async () => {
    const file = await compressFile('text/html; charset=utf-8', body);
    expect(file.bodies.identity).toBe(body);
    expect(brotliDecompressSync(file.bodies.br)).toEqual(body);
    expect(gunzipSync(file.bodies.gzip)).toEqual(body);
    expect(file.bodies.br.length).toBeLessThan(body.length / 10);
  });

  it('gives each encoding its own strong ETag that changes with the content', async () => {
    const file = await compressFile('text/html', body);
    const other = await compressFile('text/html', Buffer.concat([body, Buffer.from('!')]));
    const tags = Object.values(file.etags);
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[\w-]+"$/);
    expect(other.etags.identity).not.toBe(file.etags.identity);
  });
});
