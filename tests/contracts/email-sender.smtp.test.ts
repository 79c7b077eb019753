import { generateKeyPairSync } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EmailSenders } from '../../adapters/email/email-envelope';
import { createSmtpEmailSender, type DkimKey } from '../../adapters/email/smtp-email-sender';
import { type ReceivedEmail, type SmtpFake, startSmtpFake } from '../fakes/smtp-fake';
import { startSmtpFakeProcess } from '../fakes/smtp-fake-client';
import { anEmail, type DeliveredEmail, describeEmailSender } from './email-sender.contract';

const SENDERS: EmailSenders = {
  transactional: { name: 'ტექ კარიერა', address: 'no-reply@example.ge' },
  marketing: { name: 'TechCareer', address: 'news@mail.example.ge' },
};

function deliveredOf(email: ReceivedEmail): DeliveredEmail {
  const unsubscribe = email.headers['list-unsubscribe'];
  const post = email.headers['list-unsubscribe-post'];
  return {
    to: email.to.join(', '),
    from: email.from,
    subject: email.subject,
    text: email.text,
    html: email.html,
    messageId: email.messageId,
    ...(unsubscribe === undefined ? {} : { listUnsubscribe: unsubscribe }),
    ...(post === undefined ? {} : { listUnsubscribePost: post }),
    ...(email.calendar === undefined ? {} : { calendar: email.calendar }),
    attachments: email.attachments,
  };
}

describeEmailSender('SMTP against the local relay', async () => {
  const relay = await startSmtpFake();
  return {
    sender: createSmtpEmailSender({ url: relay.url, senders: SENDERS, timeoutMs: 2000 }),
    delivered: () => relay.messages().map(deliveredOf),
    withFault: async (fault, send) => {
      if (fault !== 'refused') {
        relay.failNext(fault);
        return send();
      }
      await relay.refuseConnections();
      try {
        return await send();
      } finally {
        await relay.acceptConnections();
      }
    },
    cleanup: () => relay.stop(),
    from: { transactional: 'no-reply@example.ge', marketing: 'news@mail.example.ge' },
  };
});

/** A fresh 2048-bit RSA key, as `EMAIL_DKIM_PRIVATE_KEY` holds one. */
function dkimKey(): DkimKey {
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return { domainName: 'example.ge', keySelector: 'tc2026', privateKey };
}

/** The tags of a `DKIM-Signature` header: `h=from:subject` → `{ h: 'from:subject' }`. */
function dkimTags(header: string): Record<string, string> {
  return Object.fromEntries(
    header.split(';').map((tag) => {
      const [name = '', ...value] = tag.replace(/\s+/g, '').split('=');
      return [name, value.join('=')];
    }),
  );
}

/** The header block of a raw message, lines unfolded. */
const headerBlock = (raw: string) => (raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]/g, ' ');

describe('SMTP e-mail sender: the wire', () => {
  let relay: SmtpFake;
  const make = (options: { dkim?: DkimKey; timeoutMs?: number; url?: string } = {}) =>
    createSmtpEmailSender({
      url: options.url ?? relay.url,
      senders: SENDERS,
      timeoutMs: options.timeoutMs ?? 2000,
      ...(options.dkim === undefined ? {} : { dkim: options.dkim }),
    });
  beforeEach(async () => {
    relay = await startSmtpFake();
  });
  afterEach(async () => {
    await relay.stop();
  });

  it('sends the envelope to the one recipient from the sender address, with a derived Message-ID', async () => {
    await make().send(anEmail());
    const [email] = relay.messages();
    expect(email?.envelope).toEqual({
      from: 'no-reply@example.ge',
      to: ['nino.beridze@example.ge'],
    });
    expect(email?.fromName).toBe('ტექ კარიერა');
    expect(email?.messageId).toBe('<order-1042=3Aemail=2Eorder_receipt@example.ge>');
  });

  it('MIME-encodes the Georgian headers and puts text and HTML in one alternative', async () => {
    await make().send(anEmail());
    const raw = relay.messages()[0]?.raw ?? '';
    const headers = headerBlock(raw);
    expect(headers).toMatch(/^Subject: =\?UTF-8\?[BQ]\?/im);
    expect(headers).not.toMatch(/[\u10d0-\u10ff]/);
    expect(raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(raw).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
    expect(raw).toMatch(/Content-Type: text\/html; charset=utf-8/i);
  });

  it('marks the calendar part text/calendar; method=PUBLISH', async () => {
    await make().send(
      anEmail({ calendar: { filename: 'webinar.ics', content: 'BEGIN:VCALENDAR' } }),
    );
    const raw = relay.messages()[0]?.raw ?? '';
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/i);
    expect(raw).toMatch(/filename=webinar\.ics/);
  });

  it('signs with DKIM, covering the sender, the subject and the one-click unsubscribe', async () => {
    const key = dkimKey();
    const url = 'https://example.ge/unsubscribe?token=abc123';
    await make({ dkim: key }).send(anEmail({ category: 'marketing', unsubscribeUrl: url }));
    const tags = dkimTags(relay.messages()[0]?.headers['dkim-signature'] ?? '');
    expect(tags).toMatchObject({ d: 'example.ge', s: 'tc2026', a: 'rsa-sha256' });
    expect(tags.h?.toLowerCase().split(':')).toEqual(
      expect.arrayContaining([
        'from',
        'subject',
        'message-id',
        'list-unsubscribe',
        'list-unsubscribe-post',
      ]),
    );
  });

  it('does not sign without a key', async () => {
    await make().send(anEmail());
    expect(relay.messages()[0]?.headers['dkim-signature']).toBeUndefined();
  });

  it('keeps the relay answer code of a refusal, never its text', async () => {
    relay.failNext('permanent');
    relay.failNext('temporary');
    const sender = make();
    expect((await sender.send(anEmail()))._unsafeUnwrapErr()).toEqual({
      type: 'email.rejected',
      params: { responseCode: 550, code: 'EMESSAGE' },
    });
    expect((await sender.send(anEmail()))._unsafeUnwrapErr()).toEqual({
      type: 'email.unavailable',
      params: { responseCode: 451, code: 'EMESSAGE' },
    });
  });

  it('reports a relay that does not answer in time as unavailable; the repeat is the same message', async () => {
    relay.failNext({ slowMs: 1500 });
    const sender = make({ timeoutMs: 300 });
    const late = await sender.send(anEmail());
    expect(late._unsafeUnwrapErr()).toMatchObject({
      type: 'email.unavailable',
      params: { code: 'ETIMEDOUT' },
    });
    // The relay took the first copy before the answer was lost: the repeat has its Message-ID.
    expect((await sender.send(anEmail())).isOk()).toBe(true);
    const ids = relay.messages().map((email) => email.messageId);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(1);
  });

  it('reaches the relay again on the same port once an outage ends', async () => {
    const sender = make();
    await relay.refuseConnections();
    expect((await sender.send(anEmail()))._unsafeUnwrapErr().type).toBe('email.unavailable');
    await relay.acceptConnections();
    expect((await sender.send(anEmail())).isOk()).toBe(true);
    expect(relay.messages()).toHaveLength(1);
  });

  it('reports a relay host that does not resolve as unavailable', async () => {
    const sender = make({ url: 'smtp://relay.example.invalid:2525', timeoutMs: 1000 });
    const result = await sender.send(anEmail());
    expect(result._unsafeUnwrapErr().type).toBe('email.unavailable');
  });
});

describe('the local relay as a process of its own (for tests that run the server as one)', () => {
  it('receives, fails on demand and goes away and back over its control endpoint', async () => {
    const relay = await startSmtpFakeProcess();
    try {
      const sender = createSmtpEmailSender({ url: relay.url, senders: SENDERS, timeoutMs: 2000 });
      await relay.failNext('temporary');
      expect((await sender.send(anEmail()))._unsafeUnwrapErr().type).toBe('email.unavailable');
      await relay.refuseConnections();
      expect((await sender.send(anEmail()))._unsafeUnwrapErr().type).toBe('email.unavailable');
      await relay.acceptConnections();
      expect((await sender.send(anEmail())).isOk()).toBe(true);
      expect((await relay.messages()).map((email) => email.subject)).toEqual([
        'გადახდა მიღებულია — შეკვეთა TC-1042',
      ]);
    } finally {
      await relay.stop();
    }
  });
});
