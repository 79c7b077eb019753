import * as v from 'valibot';
import { checkboxSchema } from '../consent/opt-in';
import { emailSchema } from '../email/email';
import type { ErrorCode } from '../errors/error-codes';
import { type ParsedBody, parseBody } from '../errors/parse-body';
import { LANGUAGES } from '../language/languages';
import { fullNameSchema } from '../person/person-name';
import { phoneSchema } from '../phone/georgian-phone';

const INVALID = 'VALIDATION_ERROR' satisfies ErrorCode;

/**
 * The exit-intent lead (docs/webinar.md "Leads and exit intent"; docs/webinar.md "Leads and exit intent" `lead`
 * event). The popup offers one thing, so `offer` is a fixed value: anything else is a forged request.
 */
const ExitIntentLeadSchema = v.strictObject(
  {
    email: emailSchema,
    source: v.literal('exit_intent', INVALID),
    offer: v.literal('career_checklist', INVALID),
    // The checklist is sent either way; further career e-mails only with this separate, unticked
    // opt-in (docs/legal.md "Marketing opt-in").
    marketingOptIn: checkboxSchema,
  },
  INVALID,
);

/**
 * The waiting-list lead (docs/purchase.md "Waiting list"): an e-mail, with a name and a mobile
 * number when given, and the page's language, in which a freed seat is offered by e-mail and, with
 * a number, by SMS.
 */
const WaitlistLeadSchema = v.strictObject(
  {
    email: emailSchema,
    source: v.literal('waitlist', INVALID),
    fullName: v.optional(fullNameSchema),
    phoneNumber: v.optional(phoneSchema),
    language: v.optional(v.picklist(LANGUAGES, INVALID)),
  },
  INVALID,
);

/**
 * `POST /api/leads` bodies, told apart by `source`. Unknown keys and unknown sources are refused
 * (docs/security.md "Input, output, headers").
 */
const LeadCaptureSchema = v.variant('source', [ExitIntentLeadSchema, WaitlistLeadSchema], INVALID);

/** A validated lead (e-mail lowercased). */
export type LeadCapture = v.InferOutput<typeof LeadCaptureSchema>;

/** Validates a lead; refusals are field/code pairs, first issue per field. */
export function parseLeadCapture(input: unknown): ParsedBody<LeadCapture> {
  return parseBody(LeadCaptureSchema, input, { email: 'email.required', source: INVALID });
}
