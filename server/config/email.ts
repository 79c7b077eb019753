import { createPrivateKey } from 'node:crypto';
import * as v from 'valibot';
import { parseEmail } from '../../core/email/email';
import { wholeNumber } from './whole-number';

/*
 * E-mail (docs/messaging.md "E-mail"): the SMTP relay, the two senders and DKIM. Parsed as part of
 * `config.ts`'s one schema; no `SMTP_URL`, no e-mail (the messages wait in the outbox).
 */

/** An address with an optional display name. */
export interface MailboxConfig {
  readonly name?: string;
  readonly address: string;
}

/** The DKIM key (`d=` domain and selector), given inline or as a file read at start-up. */
export interface DkimConfig {
  readonly domainName: string;
  readonly keySelector: string;
  readonly privateKey: { readonly pem: string } | { readonly file: string };
}

/** The SMTP relay and who the site's e-mail comes from. */
export interface EmailConfig {
  /** `smtp://user:pass@host:587` or `smtps://user:pass@host:465`. */
  readonly smtpUrl: string;
  /** Receipts, confirmations, reminders, offers. */
  readonly from: MailboxConfig;
  /** Marketing (opt-in only), from an address of its own; absent: marketing mail waits. */
  readonly marketingFrom: MailboxConfig | undefined;
  readonly dkim: DkimConfig | null;
  /** Bound on connecting, on the greeting and on any silence of the relay. */
  readonly timeoutMs: number;
}

/** `Name <address>`, `"Name" <address>` or a bare address; null when it is none of them. */
export function parseMailbox(input: string): MailboxConfig | null {
  const named = /^(?:"([^"]*)"|([^"<>]*?))\s*<([^<>]+)>$/.exec(input.trim());
  const address = parseEmail(named?.[3] ?? input);
  if (address.isErr()) return null;
  const name = (named?.[1] ?? named?.[2] ?? '').trim();
  return name === '' ? { address: address.value } : { name, address: address.value };
}

/** True for a PEM RSA private key (PKCS#1 or PKCS#8) that Node can load: what nodemailer signs with. */
export function isRsaPrivateKeyPem(pem: string): boolean {
  try {
    return createPrivateKey(pem).asymmetricKeyType === 'rsa';
  } catch {
    return false;
  }
}

const MAILBOX_MESSAGE =
  'must be an address, optionally with a name: TechCareer <no-reply@example.ge>';

const mailbox = v.optional(
  v.pipe(
    v.string(),
    v.check((value) => parseMailbox(value) !== null, MAILBOX_MESSAGE),
    v.transform((value) => parseMailbox(value) as MailboxConfig),
  ),
);

/** The e-mail variables; merged into the config schema. */
export const emailEnv = {
  SMTP_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^smtps?:\/\/\S+$/,
        'must be an smtp:// or smtps:// URL such as smtp://user:pass@host:587',
      ),
      v.check(
        (value) => URL.canParse(value) && new URL(value).hostname !== '',
        'must name the relay host: smtp://user:pass@host:587',
      ),
    ),
  ),
  EMAIL_FROM: mailbox,
  EMAIL_MARKETING_FROM: mailbox,
  EMAIL_DKIM_DOMAIN: v.optional(
    v.pipe(
      v.string(),
      v.toLowerCase(),
      v.regex(/^([a-z0-9-]{1,63}\.)+[a-z]{2,63}$/, 'must be a domain such as example.ge'),
    ),
  ),
  EMAIL_DKIM_SELECTOR: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[A-Za-z0-9][\w.-]{0,62}$/, 'must be a DNS label such as mail2026'),
    ),
  ),
  // One line in a .env file: `\n` stands for a line break.
  EMAIL_DKIM_PRIVATE_KEY: v.optional(
    v.pipe(
      v.string(),
      v.transform((value) => value.replace(/\\n/g, '\n')),
      v.check(isRsaPrivateKeyPem, 'must be a PEM RSA private key (-----BEGIN PRIVATE KEY-----…)'),
    ),
  ),
  EMAIL_DKIM_PRIVATE_KEY_FILE: v.optional(v.pipe(v.string(), v.trim())),
  SMTP_TIMEOUT_MS: wholeNumber('20000', 100, 120_000),
};

const EmailEnvSchema = v.object(emailEnv);
type EmailEnv = v.InferOutput<typeof EmailEnvSchema>;

const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1);

/** DMARC alignment: the signing domain is the sender's own domain or a parent of it. */
const aligned = (dkimDomain: string, sender: MailboxConfig | undefined) =>
  sender === undefined ||
  domainOf(sender.address) === dkimDomain ||
  domainOf(sender.address).endsWith(`.${dkimDomain}`);

function dkimProblems(env: EmailEnv): string[] {
  const keys = [env.EMAIL_DKIM_PRIVATE_KEY, env.EMAIL_DKIM_PRIVATE_KEY_FILE];
  const keyCount = keys.filter((key) => key !== undefined).length;
  const domain = env.EMAIL_DKIM_DOMAIN;
  if (domain === undefined && env.EMAIL_DKIM_SELECTOR === undefined && keyCount === 0) return [];
  return [
    ...(domain === undefined ? ['EMAIL_DKIM_DOMAIN: is required to sign with DKIM'] : []),
    ...(env.EMAIL_DKIM_SELECTOR === undefined
      ? ['EMAIL_DKIM_SELECTOR: is required to sign with DKIM']
      : []),
    ...(keyCount === 1
      ? []
      : [
          'EMAIL_DKIM_PRIVATE_KEY: set it or EMAIL_DKIM_PRIVATE_KEY_FILE (exactly one) to sign with DKIM',
        ]),
    ...(domain !== undefined && !aligned(domain, env.EMAIL_FROM)
      ? ['EMAIL_DKIM_DOMAIN: must be the domain of EMAIL_FROM or a parent of it (DMARC alignment)']
      : []),
    ...(domain !== undefined && !aligned(domain, env.EMAIL_MARKETING_FROM)
      ? [
          'EMAIL_DKIM_DOMAIN: must be the domain of EMAIL_MARKETING_FROM or a parent of it (DMARC alignment)',
        ]
      : []),
  ];
}

/**
 * A relay needs a sender; marketing goes from an address of its own (Gmail's sender rules); DKIM
 * needs its domain, selector and one key, aligned with the senders' domains.
 */
export function emailProblems(env: EmailEnv): string[] {
  const same =
    env.EMAIL_MARKETING_FROM !== undefined &&
    env.EMAIL_MARKETING_FROM.address === env.EMAIL_FROM?.address;
  return [
    ...(env.SMTP_URL !== undefined && env.EMAIL_FROM === undefined
      ? ['EMAIL_FROM: is required when SMTP_URL is set']
      : []),
    ...(same ? ['EMAIL_MARKETING_FROM: must be another address than EMAIL_FROM'] : []),
    ...dkimProblems(env),
  ];
}

function dkimOf(env: EmailEnv): DkimConfig | null {
  const { EMAIL_DKIM_DOMAIN: domainName, EMAIL_DKIM_SELECTOR: keySelector } = env;
  if (domainName === undefined || keySelector === undefined) return null;
  if (env.EMAIL_DKIM_PRIVATE_KEY !== undefined) {
    return { domainName, keySelector, privateKey: { pem: env.EMAIL_DKIM_PRIVATE_KEY } };
  }
  if (env.EMAIL_DKIM_PRIVATE_KEY_FILE !== undefined) {
    return { domainName, keySelector, privateKey: { file: env.EMAIL_DKIM_PRIVATE_KEY_FILE } };
  }
  return null;
}

/** Maps the parsed variables (after `emailProblems` found none); null without a relay. */
export function toEmailConfig(env: EmailEnv): EmailConfig | null {
  if (env.SMTP_URL === undefined || env.EMAIL_FROM === undefined) return null;
  return {
    smtpUrl: env.SMTP_URL,
    from: env.EMAIL_FROM,
    marketingFrom: env.EMAIL_MARKETING_FROM,
    dkim: dkimOf(env),
    timeoutMs: env.SMTP_TIMEOUT_MS,
  };
}
