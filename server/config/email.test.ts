import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';
import { parseMailbox } from './email';

const { privateKey: PEM } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});
const RELAY = {
  SMTP_URL: 'smtp://user:secret@smtp.example.ge:587',
  EMAIL_FROM: 'no-reply@example.ge',
};
const DKIM = { EMAIL_DKIM_DOMAIN: 'example.ge', EMAIL_DKIM_SELECTOR: 'tc2026' };
const problemsOf = (env: Record<string, string>) => parseConfig(env)._unsafeUnwrapErr().problems;

describe('e-mail settings (docs/messaging.md "E-mail")', () => {
  it('sends no e-mail without SMTP_URL', () => {
    expect(parseConfig({ EMAIL_FROM: 'no-reply@example.ge' })._unsafeUnwrap().email).toBeNull();
  });

  it('reads the relay, both senders, an inline DKIM key written on one line, and the time-out', () => {
    const config = parseConfig({
      ...RELAY,
      EMAIL_FROM: 'ტექ კარიერა <No-Reply@Example.ge>',
      EMAIL_MARKETING_FROM: '"TechCareer News" <news@mail.example.ge>',
      ...DKIM,
      EMAIL_DKIM_PRIVATE_KEY: PEM.replace(/\n/g, '\\n'),
      SMTP_TIMEOUT_MS: '5000',
    })._unsafeUnwrap();
    expect(config.email).toEqual({
      smtpUrl: 'smtp://user:secret@smtp.example.ge:587',
      from: { name: 'ტექ კარიერა', address: 'no-reply@example.ge' },
      marketingFrom: { name: 'TechCareer News', address: 'news@mail.example.ge' },
      dkim: { domainName: 'example.ge', keySelector: 'tc2026', privateKey: { pem: PEM } },
      timeoutMs: 5000,
    });
  });

  it('takes the DKIM key as a file read at start-up, and a 20-second time-out by default', () => {
    const config = parseConfig({
      ...RELAY,
      ...DKIM,
      EMAIL_DKIM_PRIVATE_KEY_FILE: '/run/secrets/dkim.pem',
    })._unsafeUnwrap();
    expect(config.email).toMatchObject({
      marketingFrom: undefined,
      dkim: { privateKey: { file: '/run/secrets/dkim.pem' } },
      timeoutMs: 20_000,
    });
  });

  it.each([
    [{ SMTP_URL: 'https://smtp.example.ge' }, 'SMTP_URL: must be an smtp:// or smtps:// URL'],
    [{ SMTP_URL: 'smtp://' }, 'SMTP_URL: must be an smtp:// or smtps:// URL'],
    [{ SMTP_URL: 'smtp://:587' }, 'SMTP_URL: must name the relay host'],
    [{ EMAIL_FROM: 'nobody' }, 'EMAIL_FROM: must be an address'],
    [{ EMAIL_MARKETING_FROM: 'News <news@>' }, 'EMAIL_MARKETING_FROM: must be an address'],
    [{ EMAIL_DKIM_SELECTOR: 'bad selector' }, 'EMAIL_DKIM_SELECTOR: must be a DNS label'],
    [{ EMAIL_DKIM_PRIVATE_KEY: 'not a key' }, 'EMAIL_DKIM_PRIVATE_KEY: must be a PEM RSA'],
    [{ SMTP_TIMEOUT_MS: '0' }, 'SMTP_TIMEOUT_MS: must be a whole number from 100 to 120000'],
  ])('names the variable of a malformed value: %o', (env, problem) => {
    expect(problemsOf({ ...RELAY, ...env })).toEqual([expect.stringContaining(problem)]);
  });

  it('refuses a relay without a sender, and one sender for both kinds', () => {
    expect(problemsOf({ SMTP_URL: RELAY.SMTP_URL })).toEqual([
      'EMAIL_FROM: is required when SMTP_URL is set',
    ]);
    expect(problemsOf({ ...RELAY, EMAIL_MARKETING_FROM: 'News <no-reply@example.ge>' })).toEqual([
      'EMAIL_MARKETING_FROM: must be another address than EMAIL_FROM',
    ]);
  });

  it('needs the DKIM domain, selector and exactly one key together', () => {
    expect(problemsOf({ ...RELAY, EMAIL_DKIM_DOMAIN: 'example.ge' })).toEqual([
      'EMAIL_DKIM_SELECTOR: is required to sign with DKIM',
      'EMAIL_DKIM_PRIVATE_KEY: set it or EMAIL_DKIM_PRIVATE_KEY_FILE (exactly one) to sign with DKIM',
    ]);
    const both = { EMAIL_DKIM_PRIVATE_KEY: PEM, EMAIL_DKIM_PRIVATE_KEY_FILE: '/k.pem' };
    expect(problemsOf({ ...RELAY, EMAIL_DKIM_SELECTOR: 'tc2026', ...both })).toEqual([
      'EMAIL_DKIM_DOMAIN: is required to sign with DKIM',
      'EMAIL_DKIM_PRIVATE_KEY: set it or EMAIL_DKIM_PRIVATE_KEY_FILE (exactly one) to sign with DKIM',
    ]);
  });

  it('signs only for the senders own domain or a parent of it (DMARC alignment)', () => {
    const signed = { ...RELAY, ...DKIM, EMAIL_DKIM_PRIVATE_KEY: PEM };
    expect(parseConfig({ ...signed, EMAIL_MARKETING_FROM: 'news@mail.example.ge' }).isOk()).toBe(
      true,
    );
    expect(problemsOf({ ...signed, EMAIL_MARKETING_FROM: 'news@example.com' })).toEqual([
      'EMAIL_DKIM_DOMAIN: must be the domain of EMAIL_MARKETING_FROM or a parent of it (DMARC alignment)',
    ]);
    expect(problemsOf({ ...signed, EMAIL_FROM: 'no-reply@notexample.ge' })).toEqual([
      'EMAIL_DKIM_DOMAIN: must be the domain of EMAIL_FROM or a parent of it (DMARC alignment)',
    ]);
  });
});

describe('parseMailbox', () => {
  it.each([
    ['no-reply@example.ge', { address: 'no-reply@example.ge' }],
    ['TechCareer <no-reply@example.ge>', { name: 'TechCareer', address: 'no-reply@example.ge' }],
    [
      '"Tech, Career" <no-reply@example.ge>',
      { name: 'Tech, Career', address: 'no-reply@example.ge' },
    ],
    ['<no-reply@example.ge>', { address: 'no-reply@example.ge' }],
  ])('reads %j', (input, mailbox) => {
    expect(parseMailbox(input)).toEqual(mailbox);
  });

  it.each(['TechCareer', 'a@b.ge, c@d.ge', 'Name <a@b.ge> extra', '"Name <a@b.ge>'])(
    'refuses %j',
    (input) => {
      expect(parseMailbox(input)).toBeNull();
    },
  );
});
