import type { FastifyRequest } from 'fastify';
import {
  type CheckoutContact,
  contactFieldErrors,
  parseCheckoutForm,
} from '../../core/checkout/checkout-contact';
import { CHECKOUT_CONTACT_FIELDS } from '../../core/checkout/checkout-contact-form';
import { postedCheckbox } from '../../core/consent/opt-in';
import type { ErrorCode } from '../../core/errors/error-codes';
import type { ParsedBody } from '../../core/errors/parse-body';
import type { PostedForm } from '../../core/forms/posted-form';
import type { Language } from '../../core/language/languages';
import { isPromoRefusal } from '../../core/promo/promo-price';
import type { UtmData } from '../../core/registration/utm-data';
import { pagePath } from '../../core/site/routes';
import { HTTP_STATUS_BY_ERROR_CODE } from '../errors/http-errors';
import {
  campaignTags,
  pickFields,
  readFormFields,
  UTM_FORM_FIELDS,
  utmToKeep,
} from '../forms/form-post';
import { type CheckoutFailure, isCheckoutRefusal } from '../use-cases/initiate-checkout';
import type { CheckoutRefused } from '../use-cases/open-checkout-order';

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

/** The contact step as posted, read once for the use case and for a refusal's page. */
export interface CheckoutPost {
  readonly language: Language;
  readonly parsed: ParsedBody<CheckoutContact>;
  /** A field the step does not have was posted. */
  readonly unexpected: boolean;
  readonly utm: UtmData;
  /** What a refused post shows again: the fields, the ticked boxes and the code as typed. */
  readonly values: PostedForm['values'];
}

/** A refused post's answer: the checkout page with what was typed and the messages. */
interface RefusedPage {
  readonly path: string;
  readonly posted: PostedForm;
  readonly status: number;
}

/** Reads and parses the posted step with the same schema as the JSON route and the browser. */
export function readCheckoutPost(request: FastifyRequest, language: Language): CheckoutPost {
  const posted = readFormFields(request.body, POSTED_FIELDS);
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
  return { language, parsed, unexpected: posted.unexpected, utm, values };
}

/** A post the schema refused: 400 with the fields' messages, and the form's when a stray field came. */
export function invalidPostPage(post: CheckoutPost): RefusedPage {
  const errors = post.parsed.ok ? {} : contactFieldErrors(post.parsed.issues);
  return refusedPage(post, 400, {
    errors,
    ...(post.unexpected ? { formError: 'VALIDATION_ERROR' } : {}),
  });
}

/**
 * A checkout that did not start: a refusal to sell with its status, on its field when it names one;
 * the card provider's failure as 503.
 */
export function notStartedPage(
  request: FastifyRequest,
  post: CheckoutPost,
  failure: CheckoutFailure,
): RefusedPage {
  if (!isCheckoutRefusal(failure)) {
    request.log.warn({ code: failure.type }, 'checkout not started (form post)');
    return refusedPage(post, 503, { formError: 'CHECKOUT_INITIATION_FAILED' });
  }
  request.log.info({ code: failure.type }, 'checkout refused (form post)');
  const errors = refusedFieldErrors(failure.type);
  return refusedPage(
    post,
    HTTP_STATUS_BY_ERROR_CODE[failure.type],
    errors === undefined ? { formError: failure.type } : { errors },
  );
}

/** The field a refusal names, so the step shows its message there rather than above the fields. */
function refusedFieldErrors(code: CheckoutRefused['type']): PostedForm['errors'] | undefined {
  if (code === 'EMAIL_ALREADY_REGISTERED') return { email: code };
  return isPromoRefusal(code) ? { promoCode: code } : undefined;
}

function refusedPage(
  post: CheckoutPost,
  status: number,
  refusal: { errors?: PostedForm['errors']; formError?: ErrorCode },
): RefusedPage {
  const posted: PostedForm = {
    form: 'checkout-contact',
    values: post.values,
    errors: refusal.errors ?? {},
    ...(refusal.formError === undefined ? {} : { formError: refusal.formError }),
    ...utmToKeep(post.utm),
  };
  return { path: pagePath(post.language, 'checkout'), posted, status };
}
