import { describe, expect, it } from 'vitest';
import { createMemoryEmailSender, type SentEmail } from '../../adapters/email/memory-email-sender';
import { createUnconfiguredEmailSender } from '../../adapters/email/unconfigured-email-sender';
import { anEmail, type DeliveredEmail, describeEmailSender } from './email-sender.contract';

const withoutParameters = (contentType: string) => contentType.split(';')[0]?.trim() ?? '';

/** What the relay would deliver for a message the twin accepted (nodemailer's `.ics` copy included). */
function deliveredOf({ message, envelope }: SentEmail): DeliveredEmail {
  const calendar = message.calendar;
  return {
    to: envelope.to,
    from: envelope.from.address,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: envelope.messageId,
    ...(envelope.unsubscribeUrl === undefined
      ? {}
      : {
          listUnsubscribe: `<${envelope.unsubscribeUrl}>`,
          listUnsubscribePost: 'List-Unsubscribe=One-Click',
        }),
    ...(calendar === undefined
      ? {}
      : { calendar: { method: 'PUBLISH', content: calendar.content } }),
    attachments: [
      ...(message.attachments ?? []).map((file) => ({
        ...file,
        contentType: withoutParameters(file.contentType),
      })),
      ...(calendar === undefined ? [] : [{ ...calendar, contentType: 'application/ics' }]),
    ],
  };
}

describeEmailSender('memory', async () => {
  const sender = createMemoryEmailSender();
  const FAILURES = {
    permanent: 'email.rejected',
    temporary: 'email.unavailable',
    refused: 'email.unavailable',
  } as const;
  return {
    sender,
    delivered: () => sender.sent().map(deliveredOf),
    withFault: async (fault, send) => {
      sender.failNext(FAILURES[fault]);
      return await send();
    },
    cleanup: async () => {},
    from: { transactional: 'no-reply@example.ge', marketing: 'news@example.ge' },
  };
});

describe('memory e-mail sender', () => {
  it('waits as not configured for marketing when it has no marketing sender', async () => {
    const sender = createMemoryEmailSender({ transactional: { address: 'no-reply@example.ge' } });
    const marketing = anEmail({ category: 'marketing', unsubscribeUrl: 'https://example.ge/u' });
    expect((await sender.send(marketing))._unsafeUnwrapErr().type).toBe('email.not_configured');
    expect((await sender.send(anEmail())).isOk()).toBe(true);
  });
});

describe('unconfigured e-mail sender', () => {
  it('answers not configured to every message', async () => {
    const result = await createUnconfiguredEmailSender().send(anEmail());
    expect(result._unsafeUnwrapErr()).toEqual({ type: 'email.not_configured' });
  });
});
