import * as v from 'valibot';
import { emailSchema } from '../email/email';
import type { ErrorCode } from '../errors/error-codes';
import { type ParsedBody, parseBody } from '../errors/parse-body';

/**
 * The exit-intent lead (docs/webinar.md "Leads and exit intent"; docs/webinar.md "Leads and exit intent" `lead`
 * event). The popup offers one thing, so `source` and `offer` are fixed values: anything else is a
 * forged request. Unknown keys are refused (docs/security.md "Input, output, headers").
 */
export const LeadCaptureSchema = v.strictObject(
  {
    email: emailSchema,
    source: v.literal('exit_intent', 'VALIDATION_ERROR' satisfies ErrorCode),
    offer: v.literal('career_checklist', 'VALIDATION_ERROR' satisfies ErrorCode),
  },
  'VALIDATION_ERROR' satisfies ErrorCode,
);

/** A validated exit-intent lead (e-mail lowercased). */
export type LeadCapture = v.InferOutput<typeof LeadCaptureSchema>;

/** What the popup sends before validation. */
export type LeadCaptureInput = v.InferInput<typeof LeadCaptureSchema>;

/** Validates an exit-intent lead; refusals are field/code pairs, first issue per field. */
export function parseLeadCapture(input: unknown): ParsedBody<LeadCapture> {
  return parseBody(LeadCaptureSchema, input, { email: 'email.required' });
}
