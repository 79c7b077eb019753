import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { parseCheckoutContact } from '../../core/checkout/checkout-contact';
import type { BodyIssue } from '../../core/errors/parse-body';
import { isPromoRefusal } from '../../core/promo/promo-price';
import { HTTP_STATUS_BY_ERROR_CODE, sendError } from '../errors/http-errors';
import { requestOfferToken } from '../http/offer-cookie';
import { requestConsent } from '../http/request-consent';
import {
  type InitiateCheckoutDependencies,
  initiateCheckout,
  isCheckoutRefusal,
} from '../use-cases/initiate-checkout';
import type { CheckoutRefused } from '../use-cases/open-checkout-order';
import { formRateLimit } from './lead-route-helpers';

/** What the checkout route needs. */
export interface CheckoutRoutesOptions extends InitiateCheckoutDependencies {
  readonly rateLimitPerMinute: number;
  /** The widget's script and stylesheet URLs (Flitt's CDN, or the local demo's). */
  readonly widget: { readonly scriptUrl: string; readonly styleUrl: string };
  /** Wakes the outbox worker (the InitiateCheckout row). */
  readonly onEnqueued: () => void;
}

/**
 * 400 `VALIDATION_ERROR` with the field codes twice: `issues` as `/api/registration` reports them
 * and `fields` (field → code) as docs/purchase.md "Checkout" documents them.
 */
function validationBody(issues: readonly BodyIssue[]) {
  return {
    error: {
      code: 'VALIDATION_ERROR',
      issues,
      fields: Object.fromEntries(issues.map((issue) => [issue.field, issue.code])),
    },
  };
}

/** The field a refusal is about, so the contact step shows its message there. */
function refusedField(code: CheckoutRefused['type']): string | undefined {
  if (code === 'EMAIL_ALREADY_REGISTERED') return 'email';
  return isPromoRefusal(code) ? 'promoCode' : undefined;
}

/**
 * The refusal's stable code with its status (409; 429 for the per-address hold limit; 422 for a
 * promo code). "Already registered" names the e-mail field (docs/purchase.md "One purchase per
 * buyer") and a refused code the promo-code field.
 */
function sendRefusal(reply: FastifyReply, code: CheckoutRefused['type']): FastifyReply {
  const field = refusedField(code);
  if (field === undefined) return sendError(reply, code);
  const issues = [{ field, code }];
  return reply.code(HTTP_STATUS_BY_ERROR_CODE[code]).send({ error: { code, issues } });
}

/**
 * `POST /api/checkout` (docs/purchase.md "Checkout"): validates the contact with the core schema
 * (an amount or any other unknown key is refused), starts the order at the server's price and
 * answers the Flitt token and our order token, or the refusal's code and status.
 */
export const checkoutRoutes: FastifyPluginAsync<CheckoutRoutesOptions> = async (app, options) => {
  app.post(
    '/api/checkout',
    { config: formRateLimit(options.rateLimitPerMinute) },
    async (request, reply) => {
      const parsed = parseCheckoutContact(request.body);
      if (!parsed.ok) return reply.code(400).send(validationBody(parsed.issues));
      const offerToken = requestOfferToken(request, parsed.value.offerToken);
      const contact = offerToken === undefined ? parsed.value : { ...parsed.value, offerToken };
      const started = await initiateCheckout(options, contact, {
        consent: requestConsent(request),
        address: request.ip,
      });
      if (started.isErr()) {
        const failure = started.error;
        if (isCheckoutRefusal(failure)) {
          request.log.info({ code: failure.type }, 'checkout refused');
          return sendRefusal(reply, failure.type);
        }
        request.log.warn({ code: failure.type, params: failure.params }, 'checkout not started');
        return sendError(reply, 'PAYMENT_UNAVAILABLE');
      }
      options.onEnqueued();
      request.log.info({ amountTetri: started.value.amountTetri }, 'checkout started');
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ ...started.value, widget: options.widget });
    },
  );
};
