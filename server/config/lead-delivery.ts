import * as v from 'valibot';
import { type BreakerSettings, DEFAULT_BREAKER_SETTINGS } from '../../core/outbox/circuit-breaker';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from '../../core/outbox/retry-policy';
import { httpUrlField, serviceBaseUrl } from './url';
import { wholeNumber } from './whole-number';

/* Lead delivery: the spreadsheet webhook, the SMS provider, the outbox worker and the form limits. */

/** Which SMS gateway sends the confirmation texts: the console (default, no account) or smsoffice.ge. */
export type SmsProviderConfig =
  | { readonly kind: 'console'; readonly sender: string }
  | {
      readonly kind: 'smsoffice';
      readonly sender: string;
      readonly apiKey: string;
      /** Scheme and host of the gateway; a local fake in tests. */
      readonly baseUrl: string;
    };

/** Registration, lead and outbox settings. */
export interface LeadDeliveryConfig {
  /** Apps Script web app URL; null keeps sheet rows pending in the outbox (docs/architecture.md "Configuration"). */
  readonly sheetsWebhookUrl: string | null;
  readonly sms: SmsProviderConfig;
  /** How often the outbox worker looks for due messages. */
  readonly outboxPollMs: number;
  /** How long a claimed message stays locked; a crashed worker's messages are retried after it. */
  readonly outboxLeaseMs: number;
  /** Backoff and horizon of failed deliveries (docs/messaging.md "Retries and the horizon"). */
  readonly outboxRetry: RetryPolicy;
  /** When a destination's circuit opens and how long it rests (docs/messaging.md "Circuit breaker"). */
  readonly outboxBreaker: BreakerSettings;
  /** The spreadsheet webhook's time-out, POST and redirect together. */
  readonly sheetsWebhookTimeoutMs: number;
  /** Form posts (registration, exit-intent lead) per minute per IP. */
  readonly formRateLimitPerMinute: number;
}

const sheetsWebhookUrl = v.optional(
  httpUrlField('must be an absolute https URL (the Apps Script web app /exec URL)'),
);

const SMS_PROVIDERS = ['console', 'smsoffice'] as const;

export const leadDeliveryEnv = {
  SHEETS_WEBHOOK_URL: sheetsWebhookUrl,
  SMS_PROVIDER: v.optional(v.picklist(SMS_PROVIDERS, 'must be console or smsoffice'), 'console'),
  SMSOFFICE_API_KEY: v.optional(v.pipe(v.string(), v.trim())),
  SMSOFFICE_BASE_URL: serviceBaseUrl('https://smsoffice.ge'),
  // smsoffice.ge sender names are ≤ 11 Latin characters and registered with the gateway.
  SMS_SENDER: v.pipe(
    v.optional(v.string(), 'TechCareer'),
    v.regex(/^[A-Za-z0-9 ._-]{1,11}$/, 'must be 1-11 Latin letters or digits'),
  ),
  OUTBOX_POLL_MS: wholeNumber('500', 50, 3_600_000),
  OUTBOX_LEASE_MS: wholeNumber('60000', 1000, 3_600_000),
  // Unset means core's defaults (the one place the numbers are written); probes shorten them.
  OUTBOX_RETRY_BASE_MS: wholeNumber(String(DEFAULT_RETRY_POLICY.baseMs), 1, 3_600_000),
  OUTBOX_RETRY_CAP_MS: wholeNumber(String(DEFAULT_RETRY_POLICY.capMs), 1, 86_400_000),
  // Up to 30 days, hence more digits than wholeNumber takes.
  OUTBOX_RETRY_HORIZON_MS: v.pipe(
    v.optional(v.string(), String(DEFAULT_RETRY_POLICY.horizonMs)),
    v.regex(/^\d{1,10}$/, 'must be a whole number from 1000 to 2592000000'),
    v.transform(Number),
    v.minValue(1000, 'must be a whole number from 1000 to 2592000000'),
    v.maxValue(2_592_000_000, 'must be a whole number from 1000 to 2592000000'),
  ),
  OUTBOX_BREAKER_THRESHOLD: wholeNumber(String(DEFAULT_BREAKER_SETTINGS.threshold), 1, 10_000),
  OUTBOX_BREAKER_COOLDOWN_MS: wholeNumber(
    String(DEFAULT_BREAKER_SETTINGS.coolDownMs),
    10,
    86_400_000,
  ),
  SHEETS_WEBHOOK_TIMEOUT_MS: wholeNumber('15000', 50, 120_000),
  FORM_RATE_LIMIT_PER_MINUTE: wholeNumber('10', 1, 1_000_000),
};

export function toLeadDeliveryConfig(env: LeadDeliveryEnv): LeadDeliveryConfig {
  const sender = env.SMS_SENDER;
  return {
    sheetsWebhookUrl: env.SHEETS_WEBHOOK_URL ?? null,
    sms:
      env.SMS_PROVIDER === 'smsoffice'
        ? {
            kind: 'smsoffice',
            sender,
            apiKey: env.SMSOFFICE_API_KEY ?? '',
            baseUrl: env.SMSOFFICE_BASE_URL,
          }
        : { kind: 'console', sender },
    outboxPollMs: env.OUTBOX_POLL_MS,
    outboxLeaseMs: env.OUTBOX_LEASE_MS,
    outboxRetry: {
      ...DEFAULT_RETRY_POLICY,
      baseMs: env.OUTBOX_RETRY_BASE_MS,
      capMs: env.OUTBOX_RETRY_CAP_MS,
      horizonMs: env.OUTBOX_RETRY_HORIZON_MS,
    },
    outboxBreaker: {
      threshold: env.OUTBOX_BREAKER_THRESHOLD,
      coolDownMs: env.OUTBOX_BREAKER_COOLDOWN_MS,
    },
    sheetsWebhookTimeoutMs: env.SHEETS_WEBHOOK_TIMEOUT_MS,
    formRateLimitPerMinute: env.FORM_RATE_LIMIT_PER_MINUTE,
  };
}

/**
 * The smsoffice gateway cannot send without its key: refuse to start instead of failing later. The
 * retry timings must make sense together: the first delay within the cap, the cap within the horizon.
 */
export function leadDeliveryProblems(env: LeadDeliveryEnv): string[] {
  const keyMissing = env.SMS_PROVIDER === 'smsoffice' && !env.SMSOFFICE_API_KEY;
  return [
    ...(keyMissing ? ['SMSOFFICE_API_KEY: is required when SMS_PROVIDER=smsoffice'] : []),
    ...(env.OUTBOX_RETRY_BASE_MS > env.OUTBOX_RETRY_CAP_MS
      ? ['OUTBOX_RETRY_BASE_MS: must not be above OUTBOX_RETRY_CAP_MS']
      : []),
    ...(env.OUTBOX_RETRY_CAP_MS > env.OUTBOX_RETRY_HORIZON_MS
      ? ['OUTBOX_RETRY_CAP_MS: must not be above OUTBOX_RETRY_HORIZON_MS']
      : []),
  ];
}

const LeadDeliveryEnvSchema = v.object(leadDeliveryEnv);
type LeadDeliveryEnv = v.InferOutput<typeof LeadDeliveryEnvSchema>;
