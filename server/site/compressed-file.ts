import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants, gunzip, gzip } from 'node:zlib';
import type { ContentEncoding } from './negotiate-encoding';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const unbrotli = promisify(brotliDecompress);
const gunzipAsync = promisify(gunzip);

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

/** The brotli and gzip forms the build wrote beside a file, when it did. */
export interface PrecompressedForms {
  readonly br: Buffer;
  readonly gzip: Buffer;
}

const tagOf = (bytes: Buffer) =>
  `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`;

function holding(contentType: string, bodies: Record<ContentEncoding, Buffer>): CompressedFile {
  return {
    contentType,
    bodies,
    // Each encoding is a different representation, so each gets its own strong ETag, a hash of the
    // very bytes sent (RFC 9110 §8.8.3): an instance that compressed at start and one that loaded
    // the build's forms never share a tag for different bytes.
    etags: { identity: tagOf(bodies.identity), gzip: tagOf(bodies.gzip), br: tagOf(bodies.br) },
  };
}

/** True when both forms decode to exactly `body` (a stale or damaged sibling is never served). */
async function decodesTo(body: Buffer, forms: PrecompressedForms): Promise<boolean> {
  try {
    const [fromBr, fromGzip] = await Promise.all([unbrotli(forms.br), gunzipAsync(forms.gzip)]);
    return fromBr.equals(body) && fromGzip.equals(body);
  } catch {
    return false;
  }
}

/**
 * A file held in memory in every encoding we serve (docs/performance.md "Prerendered pages"). The
 * build's brotli and gzip forms are used when they decode to the body, which costs a fraction of
 * compressing; otherwise it compresses here.
 */
export async function compressedFile(
  contentType: string,
  body: Buffer,
  forms?: PrecompressedForms,
): Promise<CompressedFile> {
  if (forms !== undefined && (await decodesTo(body, forms))) {
    return holding(contentType, { identity: body, br: forms.br, gzip: forms.gzip });
  }
  return compressFile(contentType, body);
}

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
  return holding(contentType, { identity: body, gzip: gz, br });
}
