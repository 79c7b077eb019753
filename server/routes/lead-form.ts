import type { FastifyPluginAsync } from 'fastify';
import { postedCheckbox } from '../../core/consent/opt-in';
import { fieldCodes } from '../../core/errors/field-errors';
import type { PostedForm } from '../../core/forms/posted-form';
import { parseLeadCapture } from '../../core/leads/lead-capture';
import { pagePath } from '../../core/site/routes';
import { sendError } from '../errors/http-errors';
import {
  acceptFormPosts,
  actionLanguage,
  actionPage,
  type FormPostContext,
  readFormFields,
  seeResultPage,
  sendFormPage,
} from '../forms/form-post';
import { type CaptureLeadDependencies, captureLead } from '../use-cases/capture-lead';
import { formRateLimit } from './lead-route-helpers';

/** What the e-mail lead form action needs: the JSON route's use case and the form context. */
export interface LeadFormOptions extends CaptureLeadDependencies {
  readonly rateLimitPerMinute: number;
  readonly onEnqueued: () => void;
  readonly form: FormPostContext;
}

const POSTED_FIELDS = [
  'email',
  'source',
  'offer',
  'fullName',
  'phoneNumber',
  'marketingOptIn',
] as const;
const SHOWN_FIELDS = ['email', 'fullName', 'phoneNumber'] as const;

/**
 * `POST /{lang}/career-checklist` (docs/webinar.md "Leads and exit intent"): an e-mail lead (the
 * checklist or the waiting list) posted as HTML, made into the object `POST /api/leads` takes and
 * run through its schema and use case; 303 to the sent page, or the checklist page again (400).
 */
export const leadFormRoutes: FastifyPluginAsync<LeadFormOptions> = async (app, options) => {
  await acceptFormPosts(app, options.form, (request) => ({
    path: actionPage(request, 'career-checklist'),
    form: 'email-lead',
  }));
  app.post<{ Params: { lang: string } }>(
    '/:lang/career-checklist',
    { config: formRateLimit(options.rateLimitPerMinute) },
    async (request, reply) => {
      const language = actionLanguage(request);
      if (language === undefined) return sendError(reply, 'NOT_FOUND');
      const { values, unexpected } = readFormFields(request.body, POSTED_FIELDS);
      const fullName = values.fullName.trim();
      const marketingOptIn = postedCheckbox(values.marketingOptIn);
      const parsed = parseLeadCapture({
        email: values.email,
        source: values.source,
        ...(values.offer === '' ? {} : { offer: values.offer }),
        ...(fullName === '' ? {} : { fullName }),
        ...(values.phoneNumber.trim() === '' ? {} : { phoneNumber: values.phoneNumber }),
        // The waiting list writes to people in the language of the page they left their e-mail on.
        ...(values.source === 'waitlist' ? { language } : {}),
        // Only the exit-intent form has the opt-in; ticked, it posts `on` (docs/legal.md "Marketing opt-in").
        ...(marketingOptIn === undefined ? {} : { marketingOptIn }),
      });
      if (!parsed.ok || unexpected) {
        const errors = parsed.ok ? {} : fieldCodes(SHOWN_FIELDS, parsed.issues);
        const foreign = parsed.ok ? [] : parsed.issues.filter((issue) => !(issue.field in errors));
        const posted: PostedForm = {
          form: 'email-lead',
          values: {
            email: values.email,
            fullName: values.fullName,
            phoneNumber: values.phoneNumber,
            ...(marketingOptIn === undefined ? {} : { marketingOptIn }),
          },
          errors,
          ...(unexpected || foreign.length > 0 ? { formError: 'VALIDATION_ERROR' as const } : {}),
        };
        const path = pagePath(language, 'career-checklist');
        return sendFormPage(reply, options.form.pages, { path, posted, status: 400 });
      }
      await captureLead(options, parsed.value);
      options.onEnqueued();
      request.log.info({ source: parsed.value.source, via: 'form post' }, 'lead stored');
      return seeResultPage(reply, language, 'career-checklist-sent');
    },
  );
};
