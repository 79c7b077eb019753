import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '../../core/language/languages';
import { isTetriCount } from '../../core/money/tetri-count';
import { instalmentAvailable } from '../../core/payment/instalment-offer';
import { pagePath } from '../../core/site/routes';
import type { InstalmentOffer } from '../../core/site-config/site-config';
import { sendError } from '../errors/http-errors';
import {
  acceptFormPosts,
  actionLanguage,
  actionPage,
  type FormPostContext,
  seeResultPage,
  sendFormPage,
} from '../forms/form-post';
import { requestOfferToken } from '../http/offer-cookie';
import { requestConsent } from '../http/request-consent';
import {
  type CheckoutStarted,
  type InitiateCheckoutDependencies,
  initiateCheckout,
} from '../use-cases/initiate-checkout';
import { invalidPostPage, notStartedPage, readCheckoutPost } from './checkout-form-post';
import { formRateLimit } from './lead-route-helpers';

/** What the contact-step form action needs: the JSON route's use case and the form context. */
export interface CheckoutFormOptions extends InitiateCheckoutDependencies {
  /** The bank instalments on offer: the next page offers one when the bank lends the price. */
  readonly instalments: () => InstalmentOffer | null;
  readonly rateLimitPerMinute: number;
  readonly onEnqueued: () => void;
  readonly form: FormPostContext;
}

/**
 * `POST /{lang}/checkout` (docs/purchase.md "Checkout without JavaScript"): the contact step posted
 * as HTML, through the same schema and `initiateCheckout` as the JSON route; 303 to the
 * contact-saved page, or the step again with the values typed and the refusal.
 */
export const checkoutFormRoutes: FastifyPluginAsync<CheckoutFormOptions> = async (app, options) => {
  await acceptFormPosts(app, options.form, (request) => ({
    path: actionPage(request, 'checkout'),
    form: 'checkout-contact',
  }));
  app.post<{ Params: { lang: string } }>(
    '/:lang/checkout',
    { config: formRateLimit(options.rateLimitPerMinute) },
    async (request, reply) => postCheckout(options, request, reply),
  );
};

/** Parses the step, starts the checkout, and answers with the next page or the step again. */
async function postCheckout(
  options: CheckoutFormOptions,
  request: FastifyRequest<{ Params: { lang: string } }>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const language = actionLanguage(request);
  if (language === undefined) return sendError(reply, 'NOT_FOUND');
  const post = readCheckoutPost(request, language);
  const { parsed } = post;
  if (!parsed.ok || post.unexpected) {
    return sendFormPage(reply, options.form.pages, invalidPostPage(post));
  }
  // A waiting-list link's offer, kept in its cookie, holds this visitor's seat here too.
  const offerToken = requestOfferToken(request);
  const contact = offerToken === undefined ? parsed.value : { ...parsed.value, offerToken };
  const started = await initiateCheckout(options, contact, {
    consent: requestConsent(request),
    address: request.ip,
  });
  if (started.isErr()) {
    return sendFormPage(reply, options.form.pages, notStartedPage(request, post, started.error));
  }
  options.onEnqueued();
  request.log.info(
    { amountTetri: started.value.amountTetri, via: 'form post' },
    'checkout started',
  );
  return nextPage(options, reply, language, started.value);
}

/**
 * The card needs JavaScript; a bank instalment does not: the saved-contact page offers it, with the
 * order's token, when the bank lends the price.
 */
function nextPage(
  options: CheckoutFormOptions,
  reply: FastifyReply,
  language: Language,
  started: CheckoutStarted,
): FastifyReply {
  const price = started.amountTetri;
  if (isTetriCount(price) && instalmentAvailable(options.instalments(), price)) {
    const query = new URLSearchParams({ order: started.orderToken });
    return reply
      .header('cache-control', 'no-store')
      .redirect(`${pagePath(language, 'checkout-contact-saved')}?${query}`, 303);
  }
  return seeResultPage(reply, language, 'checkout-contact-saved');
}
