import * as v from 'valibot';
import type { ErrorCode } from '../errors/error-codes';
import { type ParsedBody, parseBody } from '../errors/parse-body';
import { LANGUAGES } from '../language/languages';
import { personNameSchema } from '../person/person-name';
import { phoneSchema } from '../phone/georgian-phone';
import { SMS_TEMPLATE_IDS } from './sms-templates';

const INVALID: ErrorCode = 'VALIDATION_ERROR';

/**
 * The body of the operator-only `POST /api/sms/send` (docs/operator-sms.md "Request"): a template,
 * a Georgian mobile, a language and the template's parameters, never free text, so `message` and
 * `sender` are refused as unknown keys.
 */
const OperatorSmsRequestSchema = v.strictObject(
  {
    template: v.picklist(SMS_TEMPLATE_IDS, INVALID),
    phoneNumber: phoneSchema,
    language: v.picklist(LANGUAGES, INVALID),
    params: v.optional(v.strictObject({ firstName: v.optional(personNameSchema) }, INVALID), {}),
    requestId: v.optional(v.pipe(v.string(INVALID), v.regex(/^[A-Za-z0-9_-]{8,64}$/, INVALID))),
  },
  INVALID,
);

/** A validated operator SMS request (phone in E.164, first name normalised). */
export type OperatorSmsRequest = v.InferOutput<typeof OperatorSmsRequestSchema>;

/** Validates an operator SMS request; refusals are field/code pairs, first issue per field. */
export function parseOperatorSmsRequest(input: unknown): ParsedBody<OperatorSmsRequest> {
  return parseBody(OperatorSmsRequestSchema, input);
}
