import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { ContentEncoding } from './negotiate-encoding';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One file held in memory in every encoding we serve, with a strong validator per encoding. */
export interface CompressedFile {
  readonly contentType: string;
  readonly bodies: Readonly<Record<ContentEncoding, Buffer>>;
  readonly etags: Readonly<Record<ContentEncoding, string>>;
}

/**
 * Brotli quality 5: measured here on a 60 KB page at 0.7 ms versus 270 ms for quality 11, for a body
 * only ~17 % larger; quality 11 over every page would break the 1 s cold-start budget
 * (docs/performance.md "Budgets").
 */
const BROTLI_QUALITY = 5;

/**
 * Compresses a file once at start-up, so requests are answered from memory with no per-request
 * compression (docs/performance.md "Budgets").
 */
export async function compressFile(contentType: string, body: Buffer): Promise<CompressedFile> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
  return {
    contentType,
    bodies: { identity: body, gzip: gz, br },
    // Each encoding is a different representation, so each gets its own strong ETag (RFC 9110 §8.8.3).
    etags: { identity: `"${hash}"`, gzip: `"${hash}-gz"`, br: `"${hash}-br"` },
  };
}
