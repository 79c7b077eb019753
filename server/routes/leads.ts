import type { FastifyPluginAsync } from 'fastify';
import { parseLeadCapture } from '../../core/leads/lead-capture';
import { type CaptureLeadDependencies, captureLead } from '../use-cases/capture-lead';
import { formRateLimit, sendValidationError } from './lead-route-helpers';

/** What the lead route needs. */
export interface LeadsRoutesOptions extends CaptureLeadDependencies {
  /** Leads per minute per IP. */
  readonly rateLimitPerMinute: number;
  /** Wakes the outbox worker. */
  readonly onEnqueued: () => void;
}

/**
 * `POST /api/leads`: the exit-intent e-mail (docs/webinar.md "Leads and exit intent") or the waitlist sign-up
 * shown when nothing can be bought (docs/purchase.md "Sale states"), stored and delivered to the
 * sheet like every other lead. 201 `{ leadId }`.
 */
export const leadsRoutes: FastifyPluginAsync<LeadsRoutesOptions> = async (app, options) => {
  app.post(
    '/api/leads',
    { config: formRateLimit(options.rateLimitPerMinute) },
    async (request, reply) => {
      const parsed = parseLeadCapture(request.body);
      if (!parsed.ok) return sendValidationError(reply, parsed.issues);
      const { leadId } = await captureLead(options, parsed.value);
      options.onEnqueued();
      return reply.code(201).send({ leadId });
    },
  );
};
