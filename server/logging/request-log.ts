import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One log line per request instead of Fastify's two ("incoming request" and "request completed"):
 * the line written when the answer is finished carries the method, the path (no query), the client
 * address, the status and the time taken. The logging of a registration was a quarter of its server
 * time (docs/performance.md "Registration"); a request that never finishes is still seen by the
 * connection guard and the deadlines (docs/decisions.md "Server speed").
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
