import type { FastifyPluginAsync } from 'fastify';
import { contactFieldErrors, parseCheckoutForm } from '../../core/checkout/checkout-contact';
import { CHECKOUT_CONTACT_FIELDS } from '../../core/checkout/checkout-contact-form';
import { postedCheckbox } from '../../core/consent/opt-in';
import type { ErrorCode } from '../../core/errors/error-codes';
import type { PostedForm } from '../../core/forms/posted-form';
import { isTetriCount } from '../../core/money/tetri-count';
import { instalmentAvailable } from '../../core/payment/instalment-offer';
import { isPromoRefusal } from '../../core/promo/promo-price';
import type { UtmData } from '../../core/registration/utm-data';
import type { Language } from '../../core/site/languages';
import { pagePath } from '../../core/site/routes';
import type { InstalmentOffer } from '../../core/site-config/site-config';
import {
  acceptFormPosts,
  actionLanguage,
  actionPage,
  campaignTags,
  type FormPostContext,
  pickFields,
  readFormFields,
  seeResultPage,
  sendFormPage,
  UTM_FORM_FIELDS,
  utmToKeep,
} from '../forms/form-post';
import { requestOfferToken } from '../http/offer-cookie';
import { requestConsent } from '../http/request-consent';
import { HTTP_STATUS_BY_ERROR_CODE, sendError } from '../http-errors';
import {
  type InitiateCheckoutDependencies,
  initiateCheckout,
  isCheckoutRefusal,
} from '../use-cases/initiate-checkout';
import type { CheckoutRefused } from '../use-cases/open-checkout-order';
import { formRateLimit } from './lead-route-helpers';

/**
 * The step's fields, its two checkboxes (docs/purchase.md "Express start"), the optional promo
 * code (docs/purchase.md "Promo codes") and the campaign tags.
 */
const POSTED_FIELDS = [
  ...CHECKOUT_CONTACT_FIELDS,
  'marketingOptIn',
  'expressStart',
  'promoCode',
  ...UTM_FORM_FIELDS,
] as const;

/** What the contact-step form action needs: the JSON route's use case and the form context. */
export interface CheckoutFormOptions extends InitiateCheckoutDependencies {
  /** The bank instalments on offer: the next page offers one when the bank lends the price. */
  readonly instalments: () => InstalmentOffer | null;
  readonly rateLimitPerMinute: number;
  readonly onEnqueued: () => void;
  readonly form: FormPostContext;
}

/** The field a refusal names, so the step shows its message there rather than above the fields. */
function refusedFieldErrors(code: CheckoutRefused['type']): PostedForm['errors'] | undefined {
  if (code === 'EMAIL_ALREADY_REGISTERED') return { email: code };
  return isPromoRefusal(code) ? { promoCode: code } : undefined;
}

/**
 * `POST /{lang}/checkout` (docs/purchase.md "Checkout without JavaScript"): the contact step posted
 * as HTML. The same schema as `POST /api/checkout` and the browser's step (`parseCheckoutForm`),
 * the same use case (`initiateCheckout`: the server's price, the seat rules, one purchase per
 * buyer, the order and its InitiateCheckout row); then 303 to `/{lang}/checkout/contact-saved`,
 * which says the card step needs JavaScript. Refused: the checkout again with the values typed and
 * the messages: 400 for the fields, 409 when nothing can be bought or the buyer already paid, 422
 * with the promo code's refusal on its field, 429 when the client address already holds its share
 * of seats, 503 when the card provider cannot be reached.
 */
export const checkoutFormRoutes: FastifyPluginAsync<CheckoutFormOptions> = async (app, options) => {
  await acceptFormPosts(app, options.form, (request) => ({
    path: actionPage(request, 'checkout'),
    form: 'checkout-contact',
  }));
  const refused = (
    language: Language,
    values: PostedForm['values'],
    status: number,
    refusal: { errors?: PostedForm['errors']; formError?: ErrorCode; utm: UtmData },
  ) => {
    const posted: PostedForm = {
      form: 'checkout-contact',
      values,
      errors: refusal.errors ?? {},
      ...(refusal.formError === undefined ? {} : { formError: refusal.formError }),
      ...utmToKeep(refusal.utm),
    };
    return { path: pagePath(language, 'checkout'), posted, status };
  };

  app.post<{ Params: { lang: string } }>(
    '/:lang/checkout',
    { config: formRateLimit(options.rateLimitPerMinute) },
    async (request, reply) => {
      const language = actionLanguage(request);
      if (language === undefined) return sendError(reply, 'NOT_FOUND');
      const posted = readFormFields(request.body, POSTED_FIELDS);
      const { unexpected } = posted;
      const typed = pickFields(posted.values, CHECKOUT_CONTACT_FIELDS);
      const utm = campaignTags(request, posted.values);
      const checkboxes = {
        marketingOptIn: postedCheckbox(posted.values.marketingOptIn),
        expressStart: postedCheckbox(posted.values.expressStart),
      };
      const { promoCode } = posted.values;
      const parsed = parseCheckoutForm(typed, { language, utm, ...checkboxes, promoCode });
      // A refused post shows the page again with the ticked boxes still ticked and the code typed.
      const ticked = Object.entries(checkboxes).filter(([, value]) => value !== undefined);
      const promo = promoCode === '' ? {} : { promoCode };
      const values: PostedForm['values'] = { ...typed, ...Object.fromEntries(ticked), ...promo };
      if (!parsed.ok || unexpected) {
        const errors = parsed.ok ? {} : contactFieldErrors(parsed.issues);
        const answer = refused(language, values, 400, {
          utm,
          errors,
          ...(unexpected ? { formError: 'VALIDATION_ERROR' } : {}),
        });
        return sendFormPage(reply, options.form.pages, answer);
      }
      // A waiting-list link's offer, kept in its cookie, holds this visitor's seat here too.
      const offerToken = requestOfferToken(request);
      const contact = offerToken === undefined ? parsed.value : { ...parsed.value, offerToken };
      const started = await initiateCheckout(options, contact, {
        consent: requestConsent(request),
        address: request.ip,
      });
      if (started.isErr()) {
        const failure = started.error;
        if (!isCheckoutRefusal(failure)) {
          request.log.warn({ code: failure.type }, 'checkout not started (form post)');
          const answer = refused(language, values, 503, {
            utm,
            formError: 'CHECKOUT_INITIATION_FAILED',
          });
          return sendFormPage(reply, options.form.pages, answer);
        }
        request.log.info({ code: failure.type }, 'checkout refused (form post)');
        const errors = refusedFieldErrors(failure.type);
        const answer = refused(
          language,
          values,
          HTTP_STATUS_BY_ERROR_CODE[failure.type],
          errors === undefined ? { utm, formError: failure.type } : { utm, errors },
        );
        return sendFormPage(reply, options.form.pages, answer);
      }
      options.onEnqueued();
      request.log.info(
        { amountTetri: started.value.amountTetri, via: 'form post' },
        'checkout started',
      );
      const price = started.value.amountTetri;
      // The card needs JavaScript; a bank instalment does not: offer it when the bank lends the price.
      if (isTetriCount(price) && instalmentAvailable(options.instalments(), price)) {
        const query = new URLSearchParams({ order: started.value.orderToken });
        return reply
          .header('cache-control', 'no-store')
          .redirect(`${pagePath(language, 'checkout-contact-saved')}?${query}`, 303);
      }
      return seeResultPage(reply, language, 'checkout-contact-saved');
    },
  );
};
