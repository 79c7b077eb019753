import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One log line per request, when its answer is finished, instead of Fastify's two: logging was a
 * quarter of a registration's server time (docs/performance.md "Registration"). A request that
 * never finishes is still caught by the connection guard and the deadlines.
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
