import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CompressedFile } from './compressed-file';
import { type ContentEncoding, negotiateEncoding } from './negotiate-encoding';

/** True when `If-None-Match` names the representation's ETag (or `*`). */
function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** Browsers send a handful of distinct `Accept-Encoding` values: each is parsed once. */
const negotiated = new Map<string, ContentEncoding>();
const MAX_REMEMBERED = 64;

function encodingFor(acceptEncoding: string | undefined): ContentEncoding {
  if (acceptEncoding === undefined) return 'identity';
  let encoding = negotiated.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = negotiateEncoding(acceptEncoding);
    // Bounded: a client making up values cannot grow it; the common ones come back at once.
    if (negotiated.size >= MAX_REMEMBERED) negotiated.clear();
    negotiated.set(acceptEncoding, encoding);
  }
  return encoding;
}

/**
 * Sends an in-memory file in the best encoding the client accepts, with `Vary`, `ETag` and the
 * given cache policy; answers 304 when the client's copy is current.
 */
export function sendCompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  file: CompressedFile,
  options: { status?: number; cacheControl: string },
): FastifyReply {
  const encoding = encodingFor(request.headers['accept-encoding']);
  const etag = file.etags[encoding];
  reply
    .header('vary', 'Accept-Encoding')
    .header('cache-control', options.cacheControl)
    .header('etag', etag)
    .type(file.contentType);
  const status = options.status ?? 200;
  if (status === 200 && isFresh(request.headers['if-none-match'], etag)) {
    return reply.code(304).send();
  }
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.code(status).send(file.bodies[encoding]);
}
