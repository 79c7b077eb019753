import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import type { Clock } from '../../core/ports/clock';
import { sendValidationError } from './lead-route-helpers';

/** Moves the test clock and tells who follows it (docs/operations.md "Test clock"). */
export interface ClockControl {
  moveTo(at: Date): void;
  onMove(listener: () => void): () => void;
}

/** What the test clock route needs. */
export interface TestClockRoutesOptions {
  readonly clock: Clock;
  readonly control: ClockControl;
}

const MoveBody = v.object({ at: v.pipe(v.string(), v.isoTimestamp()) });

/**
 * `PUT /api/test/clock` `{ "at": ISO 8601 }` moves the server's one clock (docs/operations.md "Test
 * clock"), so a journey sees the same running server on another date without a restart. Mounted
 * only with `CLOCK_START`, which the configuration refuses outside `NODE_ENV=test`.
 */
export const testClockRoutes: FastifyPluginAsync<TestClockRoutesOptions> = async (app, options) => {
  app.put('/api/test/clock', async (request, reply) => {
    const body = v.safeParse(MoveBody, request.body);
    if (!body.success) {
      return sendValidationError(reply, [{ field: 'at', code: 'VALIDATION_ERROR' }]);
    }
    options.control.moveTo(new Date(body.output.at));
    return reply
      .header('cache-control', 'no-store')
      .send({ now: options.clock.now().toISOString() });
  });
};
