import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { postedCheckbox } from '../../core/consent/opt-in';
import type { PostedForm } from '../../core/forms/posted-form';
import type { Language } from '../../core/language/languages';
import { parseRegistrationForm } from '../../core/leads/parse-registration-form';
import { WEBINAR_REGISTRATION_FIELDS } from '../../core/leads/webinar-registration-fields';
import type { UtmData } from '../../core/registration/utm-data';
import { pagePath } from '../../core/site/routes';
import { webinarSessionId } from '../../core/site-config/webinar-session-id';
import { sendError } from '../errors/http-errors';
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
import {
  DEFAULT_REGISTRATION_SOURCE,
  type RegisterForWebinarDependencies,
  type RegisterForWebinarOutcome,
  registerForWebinar,
} from '../use-cases/register-for-webinar';
import { formRateLimit, takeSource } from './lead-route-helpers';

/** What the registration form action needs: the JSON route's use case and the form context. */
export interface RegistrationFormOptions extends RegisterForWebinarDependencies {
  readonly rateLimitPerMinute: number;
  readonly onEnqueued: () => void;
  readonly form: FormPostContext;
}

const POSTED_FIELDS = [
  ...WEBINAR_REGISTRATION_FIELDS,
  'marketingOptIn',
  'source',
  ...UTM_FORM_FIELDS,
] as const;

/**
 * `POST /{lang}/webinar-registration` (docs/webinar.md "Registration form"): the form posted as
 * HTML, through the same schema and use case as `POST /api/registration`; 303 to the registered
 * page, or the page again (400) with the values typed and the messages.
 */
export const registrationFormRoutes: FastifyPluginAsync<RegistrationFormOptions> = async (
  app,
  options,
) => {
  await acceptFormPosts(app, options.form, (request) => ({
    path: actionPage(request, 'webinar-registration'),
    form: 'webinar-registration',
  }));
  app.post<{ Params: { lang: string } }>(
    '/:lang/webinar-registration',
    { config: formRateLimit(options.rateLimitPerMinute) },
    async (request, reply) => postRegistration(options, request, reply),
  );
};

/** The registration as posted, read once for the use case and for a refusal's page. */
interface RegistrationPost {
  readonly typed: Record<(typeof WEBINAR_REGISTRATION_FIELDS)[number], string>;
  readonly parsed: ReturnType<typeof parseRegistrationForm>;
  readonly utm: UtmData;
  readonly source: string;
  /** What a refused post shows again: the fields as typed, with the opt-in still ticked. */
  readonly shown: PostedForm['values'];
  /** A field the form does not have was posted, or the source label was malformed. */
  readonly invalid: boolean;
  /** Whether the source label was malformed, so the page does not send it back. */
  readonly badSource: boolean;
}

/** Parses the form, registers the visitor, and answers with the result page or the form again. */
async function postRegistration(
  options: RegistrationFormOptions,
  request: FastifyRequest<{ Params: { lang: string } }>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const language = actionLanguage(request);
  if (language === undefined) return sendError(reply, 'NOT_FOUND');
  const post = readRegistrationPost(request, language);
  const { parsed, source, utm } = post;
  if (!parsed.ok || post.invalid) {
    return refusedPage(options, reply, language, {
      values: post.badSource ? post.shown : { ...post.shown, source },
      errors: parsed.ok ? {} : parsed.errors,
      ...(post.invalid ? { formError: 'VALIDATION_ERROR' as const } : {}),
      ...utmToKeep(utm),
    });
  }
  const registration = parsed.registration;
  const registered = await registerForWebinar(options, { registration, source, ip: request.ip });
  if (registered.isErr()) {
    return refusedPage(options, reply, language, {
      values: { ...post.typed, source },
      errors: { webinarSession: registered.error },
      ...utmToKeep(utm),
    });
  }
  options.onEnqueued();
  request.log.info(
    { smsQueued: registered.value.smsQueued, via: 'form post' },
    'webinar registration stored',
  );
  return registeredPage(reply, language, registered.value);
}

function readRegistrationPost(request: FastifyRequest, language: Language): RegistrationPost {
  const { values, unexpected } = readFormFields(request.body, POSTED_FIELDS);
  const typed = pickFields(values, WEBINAR_REGISTRATION_FIELDS);
  const utm = campaignTags(request, values);
  const { source, issue } = takeSource(
    values.source === '' ? {} : { source: values.source },
    DEFAULT_REGISTRATION_SOURCE,
  );
  const marketingOptIn = postedCheckbox(values.marketingOptIn);
  const parsed = parseRegistrationForm(typed, { language, utm, marketingOptIn });
  // A refused post shows the page again with the opt-in still ticked.
  const shown = marketingOptIn === undefined ? typed : { ...typed, marketingOptIn };
  const badSource = issue !== undefined;
  return { typed, parsed, utm, source, shown, invalid: unexpected || badSource, badSource };
}

/** The registration page again, 400, with the values typed and the messages beside the fields. */
function refusedPage(
  options: RegistrationFormOptions,
  reply: FastifyReply,
  language: Language,
  refusal: Omit<PostedForm, 'form'>,
): Promise<FastifyReply> {
  const posted: PostedForm = { form: 'webinar-registration', ...refusal };
  const path = pagePath(language, 'webinar-registration');
  return sendFormPage(reply, options.form.pages, { path, posted, status: 400 });
}

/**
 * The result page shows the session and its calendar links from these two ids: the session's
 * start and the registration's random id, no personal data (docs/webinar.md "Calendar").
 */
function registeredPage(
  reply: FastifyReply,
  language: Language,
  outcome: RegisterForWebinarOutcome,
): FastifyReply {
  return seeResultPage(
    reply,
    language,
    'webinar-registered',
    outcome.session === undefined
      ? undefined
      : {
          session: webinarSessionId(outcome.session.startsAt),
          registration: outcome.registrationId,
        },
  );
}
