import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedFile, compressFile } from './compressed-file';

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

describe('compressedFile', () => {
  const body = Buffer.from('<p>ქართული და English</p>'.repeat(200));

  it('keeps the build’s brotli and gzip forms when they decode to the page', async () => {
    const forms = { br: brotliCompressSync(body), gzip: gzipSync(body) };
    const file = await compressedFile('text/html', body, forms);
    expect(file.bodies.br).toBe(forms.br);
    expect(file.bodies.gzip).toBe(forms.gzip);
  });

  it('compresses the page itself when a form is stale or damaged, with tags of the bytes it sends', async () => {
    const stale = { br: brotliCompressSync(Buffer.from('old page')), gzip: gzipSync(body) };
    const damaged = { br: Buffer.from('not brotli'), gzip: gzipSync(body) };
    const built = await compressedFile('text/html', body, {
      br: brotliCompressSync(body),
      gzip: gzipSync(body),
    });
    for (const forms of [stale, damaged]) {
      const file = await compressedFile('text/html', body, forms);
      expect(brotliDecompressSync(file.bodies.br)).toEqual(body);
      expect(gunzipSync(file.bodies.gzip)).toEqual(body);
      expect(file.etags.identity).toBe(built.etags.identity);
      if (!file.bodies.br.equals(built.bodies.br)) expect(file.etags.br).not.toBe(built.etags.br);
    }
  });
});
