import type { FastifyPluginAsync } from 'fastify';
import { parseWebinarRegistration } from '../../core/leads/webinar-registration';
import {
  DEFAULT_REGISTRATION_SOURCE,
  type RegisterForWebinarDependencies,
  registerForWebinar,
} from '../use-cases/register-for-webinar';
import { formRateLimit, sendValidationError, takeSource } from './lead-route-helpers';

/** What the registration route needs. */
export interface RegistrationRoutesOptions extends RegisterForWebinarDependencies {
  /** Registrations per minute per IP. */
  readonly rateLimitPerMinute: number;
  /** Wakes the outbox worker so delivery starts at once instead of at the next poll. */
  readonly onEnqueued: () => void;
}

/**
 * `POST /api/registration` (docs/site.md; docs/architecture.md "Flow 1: webinar registration"): the shared core schema, one
 * transaction, 201 `{ registrationId }`. Delivery to the sheet and the SMS gateway happens later,
 * in the outbox worker, so a slow upstream never slows this answer (docs/security.md "SMS").
 */
export const registrationRoutes: FastifyPluginAsync<RegistrationRoutesOptions> = async (
  app,
  options,
) => {
  app.post(
    '/api/registration',
    { config: formRateLimit(options.rateLimitPerMinute) },
    async (request, reply) => {
      const { source, rest, issue } = takeSource(request.body, DEFAULT_REGISTRATION_SOURCE);
      const parsed = parseWebinarRegistration(rest);
      if (!parsed.ok || issue !== undefined) {
        const issues = [...(parsed.ok ? [] : parsed.issues), ...(issue ? [issue] : [])];
        return sendValidationError(reply, issues);
      }
      const registered = await registerForWebinar(options, {
        registration: parsed.value,
        source,
        ip: request.ip,
      });
      // A session that is unknown, has started or is full is refused at its field (docs/webinar.md "Session choice").
      if (registered.isErr()) {
        return sendValidationError(reply, [{ field: 'webinarSession', code: registered.error }]);
      }
      const outcome = registered.value;
      options.onEnqueued();
      request.log.info({ smsQueued: outcome.smsQueued }, 'webinar registration stored');
      return reply.code(201).send({ registrationId: outcome.registrationId });
    },
  );
};
