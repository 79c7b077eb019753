import type { FastifyPluginAsync } from 'fastify';
import { postedCheckbox } from '../../core/consent/opt-in';
import type { PostedForm } from '../../core/forms/posted-form';
import { parseRegistrationForm } from '../../core/leads/parse-registration-form';
import { WEBINAR_REGISTRATION_FIELDS } from '../../core/leads/webinar-registration-fields';
import { pagePath } from '../../core/site/routes';
import { webinarSessionId } from '../../core/webinar/session-choice';
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
import { sendError } from '../http-errors';
import {
  DEFAULT_REGISTRATION_SOURCE,
  type RegisterForWebinarDependencies,
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
 * `POST /{lang}/webinar-registration` (docs/webinar.md "Registration form"): the registration form
 * (hero and registration page) posted as HTML, before the page's script is ready or without
 * JavaScript. The same core schema as `POST /api/registration` and the browser's form
 * (`parseRegistrationForm`), the same use case (one transaction: lead, sheet row, SMS under its
 * caps); then 303 to `/{lang}/webinar-registration/registered`. Refused: the registration page
 * again, 400, with the values typed and the messages beside the fields.
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
    async (request, reply) => {
      const language = actionLanguage(request);
      if (language === undefined) return sendError(reply, 'NOT_FOUND');
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
      if (!parsed.ok || unexpected || issue !== undefined) {
        const posted: PostedForm = {
          form: 'webinar-registration',
          values: issue === undefined ? { ...shown, source } : shown,
          errors: parsed.ok ? {} : parsed.errors,
          ...(unexpected || issue !== undefined ? { formError: 'VALIDATION_ERROR' as const } : {}),
          ...utmToKeep(utm),
        };
        const path = pagePath(language, 'webinar-registration');
        return sendFormPage(reply, options.form.pages, { path, posted, status: 400 });
      }
      const registered = await registerForWebinar(options, {
        registration: parsed.registration,
        source,
        ip: request.ip,
      });
      if (registered.isErr()) {
        const posted: PostedForm = {
          form: 'webinar-registration',
          values: { ...typed, source },
          errors: { webinarSession: registered.error },
          ...utmToKeep(utm),
        };
        const path = pagePath(language, 'webinar-registration');
        return sendFormPage(reply, options.form.pages, { path, posted, status: 400 });
      }
      const outcome = registered.value;
      options.onEnqueued();
      request.log.info(
        { smsQueued: outcome.smsQueued, via: 'form post' },
        'webinar registration stored',
      );
      // The result page shows the session and its calendar links from these two ids: the session's
      // start and the registration's random id, no personal data (docs/webinar.md "Calendar").
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
    },
  );
};
