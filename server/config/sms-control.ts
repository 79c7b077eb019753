import * as v from 'valibot';
import { DEFAULT_SMS_CAPS, type SmsCaps } from '../../core/sms/sms-caps';
import { wholeNumber } from './whole-number';

/* The operator's SMS token and the SMS caps (docs/security.md "SMS"). */

/** Who may use `POST /api/sms/send` and how many messages may go out. */
export interface SmsControlConfig {
  /** Bearer token of the operator endpoint; undefined: the endpoint refuses every call. */
  readonly operatorToken: string | undefined;
  readonly caps: SmsCaps;
}

export const smsControlEnv = {
  // Long and random (e.g. `openssl rand -base64 32`): it is the only key to a paid send.
  SMS_OPERATOR_TOKEN: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[\x21-\x7e]{32,256}$/, 'must be 32-256 printable characters, no spaces'),
    ),
  ),
  // Unset means core's defaults (DEFAULT_SMS_CAPS), the one place the numbers are written.
  SMS_PHONE_COOLDOWN_MINUTES: wholeNumber(
    String(DEFAULT_SMS_CAPS.phoneCooldownMs / 60_000),
    0,
    1440,
  ),
  SMS_MAX_PER_PHONE_PER_DAY: wholeNumber(String(DEFAULT_SMS_CAPS.perPhonePerDay), 0, 1000),
  SMS_MAX_PER_IP_PER_DAY: wholeNumber(String(DEFAULT_SMS_CAPS.perIpPerDay), 0, 100_000),
  SMS_DAILY_BUDGET: wholeNumber(String(DEFAULT_SMS_CAPS.globalPerDay), 0, 1_000_000),
};

export function toSmsControlConfig(env: SmsControlEnv): SmsControlConfig {
  return {
    operatorToken: env.SMS_OPERATOR_TOKEN,
    caps: {
      phoneCooldownMs: env.SMS_PHONE_COOLDOWN_MINUTES * 60_000,
      perPhonePerDay: env.SMS_MAX_PER_PHONE_PER_DAY,
      perIpPerDay: env.SMS_MAX_PER_IP_PER_DAY,
      globalPerDay: env.SMS_DAILY_BUDGET,
    },
  };
}

const SmsControlEnvSchema = v.object(smsControlEnv);
type SmsControlEnv = v.InferOutput<typeof SmsControlEnvSchema>;
