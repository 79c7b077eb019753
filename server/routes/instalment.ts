import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import * as v from 'valibot';
import type { ErrorCode } from '../../core/errors/error-codes';
import type { PostedForm } from '../../core/forms/posted-form';
import type { Language } from '../../core/language/languages';
import { pagePath } from '../../core/site/routes';
import { HTTP_STATUS_BY_ERROR_CODE, sendError } from '../errors/http-errors';
import {
  acceptFormPosts,
  actionLanguage,
  actionPage,
  type FormPostContext,
  readFormFields,
  sendFormPage,
  sendPlainPage,
} from '../forms/form-post';
import {
  type InstalmentRefusal,
  type StartInstalmentDependencies,
  startInstalment,
} from '../use-cases/start-instalment';
import { formRateLimit } from './lead-route-helpers';

/** What the instalment routes need. */
export interface InstalmentRoutesOptions extends StartInstalmentDependencies {
  readonly rateLimitPerMinute: number;
  readonly form: FormPostContext;
}

/** Our order token: 43 base64url characters (≥128 random bits), as the result page's lookup takes it. */
const ORDER_TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

const InstalmentRequestSchema = v.strictObject({
  orderToken: v.pipe(v.string(), v.regex(ORDER_TOKEN)),
});

/** The page's message for a refusal: the catalogue's codes for the two the API answers with its own. */
function formErrorOf(code: InstalmentRefusal): ErrorCode {
  if (code === 'PAYMENT_UNAVAILABLE') return 'CHECKOUT_INITIATION_FAILED';
  return code === 'ORDER_NOT_FOUND' ? 'ORDER_NOT_PAYABLE' : code;
}

/** The contact-saved page with the instalment form for this order, and a refusal's message. */
async function contactSavedPage(
  options: InstalmentRoutesOptions,
  reply: FastifyReply,
  language: Language,
  answer: {
    readonly orderToken: string;
    readonly status: number;
    readonly code?: InstalmentRefusal;
  },
) {
  // The page states the bank's terms for this order's own price.
  const order = await options.store.findRegistrationByPublicToken(answer.orderToken);
  const price = order === null ? {} : { priceTetri: String(order.priceTetri) };
  const posted: PostedForm = {
    form: 'checkout-instalment',
    values: { orderToken: answer.orderToken, ...price },
    errors: {},
    ...(answer.code === undefined ? {} : { formError: formErrorOf(answer.code) }),
  };
  const path = pagePath(language, 'checkout-contact-saved');
  return sendFormPage(reply, options.form.pages, { path, posted, status: answer.status });
}

/**
 * `POST /api/checkout/instalment` (docs/purchase.md "Bank instalments"): sends the open order to
 * the bank and answers the bank's page or the refusal. And `GET /{lang}/checkout/contact-saved`:
 * with `?order=` of an order the bank lends for, the same page with the bank's form.
 */
export const instalmentRoutes: FastifyPluginAsync<InstalmentRoutesOptions> = async (
  app,
  options,
) => {
  app.post(
    '/api/checkout/instalment',
    { config: formRateLimit(options.rateLimitPerMinute) },
    async (request, reply) => {
      const parsed = v.safeParse(InstalmentRequestSchema, request.body);
      if (!parsed.success) return sendError(reply, 'VALIDATION_ERROR');
      const started = await startInstalment(options, parsed.output.orderToken);
      if (started.isErr()) {
        request.log.info({ code: started.error }, 'instalment not started');
        return sendError(reply, started.error);
      }
      request.log.info('instalment application opened');
      return reply.header('cache-control', 'no-store').send(started.value);
    },
  );

  app.get<{ Params: { lang: string }; Querystring: { order?: string } }>(
    '/:lang/checkout/contact-saved',
    async (request, reply) => {
      const language = actionLanguage(request);
      const orderToken = request.query.order ?? '';
      if (language === undefined) return reply.callNotFound();
      if (!ORDER_TOKEN.test(orderToken)) {
        // Without an order there is nothing to send to the bank: the plain page.
        return sendPlainPage(
          reply,
          options.form.pages,
          pagePath(language, 'checkout-contact-saved'),
        );
      }
      return contactSavedPage(options, reply, language, { orderToken, status: 200 });
    },
  );
};

/**
 * `POST /{lang}/checkout/instalment` (docs/purchase.md "Checkout without JavaScript"): the same as
 * the JSON route as an HTML form; 303 to the bank's page, or the contact-saved page again with the
 * refusal's message.
 */
export const instalmentFormRoutes: FastifyPluginAsync<InstalmentRoutesOptions> = async (
  app,
  options,
) => {
  await acceptFormPosts(app, options.form, (request) => ({
    path: actionPage(request, 'checkout-contact-saved'),
    form: 'checkout-instalment',
  }));
  app.post<{ Params: { lang: string } }>(
    '/:lang/checkout/instalment',
    { config: formRateLimit(options.rateLimitPerMinute) },
    async (request, reply) => {
      const language = actionLanguage(request);
      if (language === undefined) return sendError(reply, 'NOT_FOUND');
      const { values, unexpected } = readFormFields(request.body, ['orderToken'] as const);
      const orderToken = values.orderToken;
      if (unexpected || !ORDER_TOKEN.test(orderToken)) {
        return sendError(reply, 'VALIDATION_ERROR');
      }
      const started = await startInstalment(options, orderToken);
      if (started.isErr()) {
        const code = started.error;
        request.log.info({ code, via: 'form post' }, 'instalment not started');
        const status = HTTP_STATUS_BY_ERROR_CODE[code];
        return contactSavedPage(options, reply, language, { orderToken, status, code });
      }
      request.log.info({ via: 'form post' }, 'instalment application opened');
      return reply.header('cache-control', 'no-store').redirect(started.value.checkoutUrl, 303);
    },
  );
};
