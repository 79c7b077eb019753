import formbody from '@fastify/formbody';
import type { FastifyPluginAsync } from 'fastify';
import { flattenCallbackBody } from '../../core/payment/callback-params';
import type { PaymentCallbackVerifier } from '../../core/ports/payment-callback-verifier';
import { type HttpErrorCode, sendError } from '../errors/http-errors';
import {
  type ApplyPaymentDependencies,
  applyPaymentSnapshot,
} from '../use-cases/apply-payment-snapshot';

/** What the callback route needs. */
export interface PaymentCallbackRoutesOptions extends ApplyPaymentDependencies {
  readonly verifier: PaymentCallbackVerifier;
  /** Flitt's source addresses to require (docs/security.md "Payment callbacks"); null: no address check. */
  readonly allowedIps: readonly string[] | null;
  /** Wakes the outbox worker after a paid move. */
  readonly onEnqueued: () => void;
}

const VERIFY_CODES: Readonly<Record<string, HttpErrorCode>> = {
  'payment_callback.malformed': 'PAYMENT_CALLBACK_MALFORMED',
  'payment_callback.invalid_signature': 'INVALID_SIGNATURE',
  'payment_callback.merchant_mismatch': 'MERCHANT_MISMATCH',
};

/**
 * `POST /api/payment/payment-callback` (docs/integrations.md "Flitt callback"; docs/security.md
 * "Payment callbacks"): strict fields, constant-time signature, our merchant, then the one
 * transition in one transaction. 200 once stored (replays too, so Flitt stops retrying); every
 * refusal a coded 4xx.
 */
export const paymentCallbackRoutes: FastifyPluginAsync<PaymentCallbackRoutesOptions> = async (
  app,
  options,
) => {
  await app.register(formbody);

  app.post('/api/payment/payment-callback', async (request, reply) => {
    const refuse = (code: HttpErrorCode, detail?: Record<string, unknown>) => {
      request.log.warn({ code, ...detail }, 'payment callback refused');
      return sendError(reply, code);
    };
    if (options.allowedIps !== null && !options.allowedIps.includes(request.ip)) {
      return refuse('FORBIDDEN');
    }
    const params = flattenCallbackBody(request.body);
    if (params === null) return refuse('PAYMENT_CALLBACK_MALFORMED');
    const verified = await options.verifier.verify(params);
    if (verified.isErr()) {
      return refuse(VERIFY_CODES[verified.error.type] ?? 'PAYMENT_CALLBACK_MALFORMED', {
        reason: verified.error.type,
        field: verified.error.params?.field,
      });
    }
    const snapshot = verified.value;
    const outcome = await applyPaymentSnapshot(options, snapshot, 'callback');
    if (outcome.kind === 'not_found')
      return refuse('ORDER_NOT_FOUND', { orderId: snapshot.orderId });
    if (outcome.kind === 'mismatch') {
      return refuse('PAYMENT_MISMATCH', { orderId: snapshot.orderId, field: outcome.field });
    }
    if (outcome.kind === 'moved' && (outcome.purchased || outcome.refunded)) options.onEnqueued();
    request.log.info(
      { orderId: snapshot.orderId, status: snapshot.status, outcome: outcome.kind },
      'payment callback stored',
    );
    return reply.code(200).header('cache-control', 'no-store').send({ received: true });
  });
};
