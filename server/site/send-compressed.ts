import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CompressedFile } from './compressed-file';
import { negotiateEncoding } from './negotiate-encoding';

/** True when `If-None-Match` names the representation's ETag (or `*`). */
function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
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
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
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
