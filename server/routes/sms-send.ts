import type { FastifyPluginAsync } from 'fastify';
import { isDeliverableKind, parseOutboxPayload } from '../../core/outbox/outbox-kinds';
import type { Clock } from '../../core/ports/clock';
import type { Ids } from '../../core/ports/ids';
import type { RegistrationStore } from '../../core/ports/registration-store';
import { parseOperatorSmsRequest } from '../../core/sms/operator-sms-request';
import { sendError } from '../errors/http-errors';
import { isOperatorAuthorised, OPERATOR_SMS_KEY_PREFIX } from '../sms/operator-token';
import type { SmsGuard } from '../sms/sms-guard';
import { sendValidationError } from './lead-route-helpers';

/** What the operator SMS route needs. */
export interface SmsSendRoutesOptions {
  /** `SMS_OPERATOR_TOKEN`; undefined: the route refuses every call. */
  readonly operatorToken: string | undefined;
  readonly store: Pick<RegistrationStore, 'transaction'>;
  readonly clock: Clock;
  readonly ids: Ids;
  /** The same caps the registration route uses, so both share one budget. */
  readonly smsGuard: Pick<SmsGuard, 'reserve'>;
}

/** Wrong-token guesses per minute per IP: enough for an operator, useless for brute force. */
const OPERATOR_RATE_LIMIT = { rateLimit: { max: 20, timeWindow: 60_000 } };

/**
 * `POST /api/sms/send` (docs/operator-sms.md "Caps"; docs/security.md "SMS"): never caller-supplied
 * text to a caller-chosen number. The operator names a template, a +995 5… number, a language and
 * its parameters; the message is queued under the caps and sent by the worker.
 */
export const smsSendRoutes: FastifyPluginAsync<SmsSendRoutesOptions> = async (app, options) => {
  app.post('/api/sms/send', { config: OPERATOR_RATE_LIMIT }, async (request, reply) => {
    if (!isOperatorAuthorised(request.headers.authorization, options.operatorToken)) {
      reply.header('www-authenticate', 'Bearer realm="sms-operator"');
      return sendError(reply, 'UNAUTHORIZED');
    }
    const parsed = parseOperatorSmsRequest(request.body);
    if (!parsed.ok) return sendValidationError(reply, parsed.issues);
    const { template, phoneNumber, language, params, requestId } = parsed.value;

    const kind = `sms.${template}`;
    const payload = {
      to: phoneNumber,
      language,
      ...(params.firstName === undefined ? {} : { firstName: params.firstName }),
    };
    // A template this release cannot deliver yet (its outbox kind has no handler) is refused.
    if (!isDeliverableKind(kind) || parseOutboxPayload(kind, payload) === null) {
      return sendValidationError(reply, [{ field: 'template', code: 'VALIDATION_ERROR' }]);
    }

    const id = options.ids.newId();
    const idempotencyKey = `${OPERATOR_SMS_KEY_PREFIX}${requestId ?? id}`;
    // A repeated request id is the same message: the caps count it once. When the caps cannot be
    // read (Redis down) the send is queued and waits for the delivery gate's decision.
    const allowed = await options.smsGuard.reserve({ phone: phoneNumber, key: idempotencyKey });
    if (allowed.isErr() && allowed.error.type !== 'sms.caps_unavailable') {
      const retryAt = allowed.error.params?.retryAt;
      return reply.code(429).send({ error: { code: allowed.error.type, retryAt } });
    }

    const added = await options.store.transaction((tx) =>
      tx.enqueueOutbox([{ id, kind, payload, idempotencyKey, createdAt: options.clock.now() }]),
    );
    request.log.info({ template, queued: added === 1 }, 'operator sms');
    return added === 1
      ? reply.code(202).send({ status: 'queued', messageId: id })
      : reply.code(200).send({ status: 'already_queued' });
  });
};
