import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { kindsOf } from '../../core/outbox/outbox-destinations';
import type { EmailMessage } from '../../core/ports/email-sender';
import type { AppDependencies } from '../../server/app-dependencies';
import { parseConfig } from '../../server/config/config';
import { makeDependencies } from '../../server/dependencies';
import { type SmtpFake, startSmtpFake } from '../fakes/smtp-fake';
import { siteConfigFixture } from '../support/site-config-fixture';

const receipt: EmailMessage = {
  to: 'nino@example.ge',
  subject: 'ქვითარი',
  text: 'გმადლობთ',
  html: '<p>გმადლობთ</p>',
  category: 'transactional',
  idempotencyKey: 'order-1:email.order_receipt',
};

describe('the e-mail sender the composition root picks (docs/messaging.md "E-mail")', () => {
  let dir: string;
  let relay: SmtpFake;
  let dependencies: AppDependencies | undefined;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'email-wiring-'));
    relay = await startSmtpFake();
  });
  afterEach(async () => {
    await dependencies?.store.close();
    dependencies = undefined;
    await relay.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const make = async (env: Record<string, string>) => {
    const config = parseConfig({
      SQLITE_PATH: join(dir, 'site.db'),
      GEO_MMDB_PATH: 'off',
      EXCHANGE_RATES: 'fallback',
      ...env,
    })._unsafeUnwrap();
    dependencies = await makeDependencies(config, siteConfigFixture());
    const delivery = dependencies.delivery;
    if (delivery === undefined) throw new Error('the server always delivers');
    return delivery;
  };

  it('without SMTP_URL leaves every e-mail kind waiting, untouched', async () => {
    const delivery = await make({});
    expect(delivery.pausedKinds).toEqual(expect.arrayContaining(kindsOf('email')));
    expect((await delivery.emailSender.send(receipt))._unsafeUnwrapErr().type).toBe(
      'email.not_configured',
    );
  });

  it('with SMTP_URL sends through the relay from EMAIL_FROM, signed with the key file', async () => {
    const keyFile = join(dir, 'dkim.pem');
    const { privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    writeFileSync(keyFile, privateKey);
    const delivery = await make({
      SMTP_URL: relay.url,
      EMAIL_FROM: 'TechCareer <no-reply@example.ge>',
      EMAIL_DKIM_DOMAIN: 'example.ge',
      EMAIL_DKIM_SELECTOR: 'tc2026',
      EMAIL_DKIM_PRIVATE_KEY_FILE: keyFile,
    });
    expect(delivery.pausedKinds).not.toContain('email.order_receipt');
    expect((await delivery.emailSender.send(receipt)).isOk()).toBe(true);
    const [email] = relay.messages();
    expect(email?.from).toBe('no-reply@example.ge');
    expect(email?.headers['dkim-signature']).toContain('s=tc2026');
  });

  it('refuses to start when the DKIM key file cannot be read, naming the variable', async () => {
    await expect(
      make({
        SMTP_URL: relay.url,
        EMAIL_FROM: 'no-reply@example.ge',
        EMAIL_DKIM_DOMAIN: 'example.ge',
        EMAIL_DKIM_SELECTOR: 'tc2026',
        EMAIL_DKIM_PRIVATE_KEY_FILE: join(dir, 'missing.pem'),
      }),
    ).rejects.toThrow(/^EMAIL_DKIM_PRIVATE_KEY_FILE: cannot read /);
  });
});
