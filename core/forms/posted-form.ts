import * as v from 'valibot';
import { type ErrorCode, isErrorCode } from '../errors/error-codes';

/**
 * The forms that also work as plain HTML form posts (docs/site.md "Forms without JavaScript"):
 * the webinar registration, the checkout's contact step, the bank instalment and the e-mail leads (career checklist,
 * waiting list). A refused post re-renders its page with what was typed and the field messages.
 */
const POSTED_FORM_IDS = [
  'webinar-registration',
  'checkout-contact',
  'checkout-instalment',
  'company-invoice',
  'email-lead',
] as const;

/** One of the forms a page can be re-rendered with. */
export type PostedFormId = (typeof POSTED_FORM_IDS)[number];

/**
 * A refused form post as the page shows it: the values typed (strings as posted), the code of
 * each refused field, and a code for the form as a whole (sold out, rate limited, payment down).
 */
export interface PostedForm {
  readonly form: PostedFormId;
  readonly values: Readonly<Record<string, string>>;
  readonly errors: Readonly<Record<string, ErrorCode>>;
  readonly formError?: ErrorCode;
  /**
   * The campaign tags the post carried (cleaned), sent again with the corrected form: the page
   * shown after a refusal has the action's URL, without the landing page's query.
   */
  readonly utm?: Readonly<Record<string, string>>;
}

const ErrorCodeSchema = v.custom<ErrorCode>((value) => isErrorCode(value));

const PostedFormSchema = v.object({
  form: v.picklist(POSTED_FORM_IDS),
  values: v.record(v.string(), v.string()),
  errors: v.record(v.string(), ErrorCodeSchema),
  formError: v.optional(ErrorCodeSchema),
  utm: v.optional(v.record(v.string(), v.string())),
});

/**
 * Reads a posted form back from the page's data block (the browser hydrates with the state the
 * server rendered); anything malformed is no state at all.
 */
export function parsePostedForm(input: unknown): PostedForm | undefined {
  const parsed = v.safeParse(PostedFormSchema, input);
  if (!parsed.success) return undefined;
  const { formError, utm, ...rest } = parsed.output;
  return {
    ...rest,
    ...(formError === undefined ? {} : { formError }),
    ...(utm === undefined ? {} : { utm }),
  };
}
