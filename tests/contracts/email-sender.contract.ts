import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EmailMessage, EmailSender } from '../../core/ports/email-sender';

/** A message as its recipient's mail client reads it. */
export interface DeliveredEmail {
  readonly to: string;
  readonly from: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly messageId: string;
  readonly listUnsubscribe?: string;
  readonly listUnsubscribePost?: string;
  /** The `text/calendar` alternative. */
  readonly calendar?: { readonly method: string; readonly content: string };
  /** Attached files, the calendar's `.ics` copy included; `contentType` without parameters. */
  readonly attachments: readonly {
    readonly filename: string;
    readonly contentType: string;
    readonly content: string;
  }[];
}

/** How the relay fails the next send: a permanent refusal, a temporary one, or no connection at all. */
export type RelayFault = 'permanent' | 'temporary' | 'refused';

/** A fresh sender, what its relay delivered, a fault switch and how to dispose of it. */
export interface EmailSenderUnderTest {
  readonly sender: EmailSender;
  readonly delivered: () => readonly DeliveredEmail[];
  /** Runs `send` while the relay has `fault`; the relay is healthy again afterwards. */
  readonly withFault: <T>(fault: RelayFault, send: () => PromiseLike<T>) => Promise<T>;
  readonly cleanup: () => Promise<void>;
  /** The senders' addresses the sender under test was given. */
  readonly from: { readonly transactional: string; readonly marketing: string };
}

/** A Georgian receipt-like e-mail. */
export function anEmail(overrides: Partial<EmailMessage> = {}): EmailMessage {
  return {
    to: 'nino.beridze@example.ge',
    subject: 'გადახდა მიღებულია — შეკვეთა TC-1042',
    text: 'ნინო, გმადლობთ! თქვენი გადახდა მიღებულია.',
    html: '<p>ნინო, გმადლობთ! თქვენი გადახდა <strong>მიღებულია</strong>.</p>',
    category: 'transactional',
    idempotencyKey: 'order-1042:email.order_receipt',
    ...overrides,
  };
}

const CALENDAR = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//TechCareer//Webinar//KA',
  'METHOD:PUBLISH',
  'BEGIN:VEVENT',
  'UID:webinar-2026-12-01@example.ge',
  'DTSTAMP:20261120T080000Z',
  'DTSTART:20261201T160000Z',
  'DTEND:20261201T173000Z',
  'SUMMARY:ვებინარი: კარიერა ტექნოლოგიებში',
  'ORGANIZER:mailto:no-reply@example.ge',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

/** Mail parsers hand calendar text back with LF line ends; compare the lines, not the line ends. */
const lines = (text: string) => text.replace(/\r\n/g, '\n');

/**
 * What every `EmailSender` shares (the memory twin, SMTP against the local relay): the message
 * arrives whole (Georgian subject, text and HTML, calendar, attachments), a repeat carries the same
 * `Message-ID`, marketing carries one-click unsubscribe and transactional never does, a recipient
 * that is not one address never reaches the relay, and the relay's failures map to the port's codes.
 */
export function describeEmailSender(name: string, make: () => Promise<EmailSenderUnderTest>): void {
  describe(`EmailSender contract: ${name}`, () => {
    let subject: EmailSenderUnderTest;
    beforeEach(async () => {
      subject = await make();
    });
    afterEach(async () => {
      await subject.cleanup();
    });

    it('delivers the Georgian subject, text and HTML from the transactional sender', async () => {
      const receipt = (await subject.sender.send(anEmail()))._unsafeUnwrap();
      expect(subject.delivered()).toMatchObject([
        {
          to: 'nino.beridze@example.ge',
          from: subject.from.transactional,
          subject: 'გადახდა მიღებულია — შეკვეთა TC-1042',
          text: 'ნინო, გმადლობთ! თქვენი გადახდა მიღებულია.',
          html: '<p>ნინო, გმადლობთ! თქვენი გადახდა <strong>მიღებულია</strong>.</p>',
          messageId: receipt.messageId,
        },
      ]);
    });

    it('carries a calendar as a PUBLISH alternative and as the same .ics file', async () => {
      await subject.sender.send(
        anEmail({ calendar: { filename: 'webinar.ics', content: CALENDAR } }),
      );
      const [email] = subject.delivered();
      expect(email?.calendar?.method).toBe('PUBLISH');
      expect(lines(email?.calendar?.content ?? '')).toBe(lines(CALENDAR));
      const file = email?.attachments.find((attachment) => attachment.filename === 'webinar.ics');
      expect(lines(file?.content ?? '')).toBe(lines(CALENDAR));
    });

    it('delivers attachments intact', async () => {
      const terms = 'მომსახურების პირობები\n1. კურსი გრძელდება 8 კვირა.\n';
      await subject.sender.send(
        anEmail({
          attachments: [
            { filename: 'პირობები.txt', contentType: 'text/plain; charset=utf-8', content: terms },
          ],
        }),
      );
      expect(subject.delivered()[0]?.attachments).toEqual([
        { filename: 'პირობები.txt', contentType: 'text/plain', content: terms },
      ]);
    });

    it('gives a repeat of the same key the same Message-ID, and another key another', async () => {
      const first = (await subject.sender.send(anEmail()))._unsafeUnwrap();
      const again = (await subject.sender.send(anEmail()))._unsafeUnwrap();
      const other = (
        await subject.sender.send(anEmail({ idempotencyKey: 'order-1043:email.order_receipt' }))
      )._unsafeUnwrap();
      expect(again.messageId).toBe(first.messageId);
      expect(other.messageId).not.toBe(first.messageId);
      expect(subject.delivered().map((email) => email.messageId)).toEqual([
        first.messageId,
        first.messageId,
        other.messageId,
      ]);
    });

    it('sends marketing from the marketing sender with one-click unsubscribe (RFC 8058)', async () => {
      const url = 'https://example.ge/unsubscribe?token=abc123';
      await subject.sender.send(anEmail({ category: 'marketing', unsubscribeUrl: url }));
      expect(subject.delivered()).toMatchObject([
        {
          from: subject.from.marketing,
          listUnsubscribe: `<${url}>`,
          listUnsubscribePost: 'List-Unsubscribe=One-Click',
        },
      ]);
    });

    it('never puts unsubscribe headers on transactional mail', async () => {
      await subject.sender.send(anEmail({ unsubscribeUrl: 'https://example.ge/unsubscribe' }));
      const [email] = subject.delivered();
      expect(email?.listUnsubscribe).toBeUndefined();
      expect(email?.listUnsubscribePost).toBeUndefined();
    });

    it.each([
      ['no unsubscribe address', undefined],
      ['a plain-HTTP unsubscribe address', 'http://example.ge/unsubscribe'],
    ])('refuses marketing with %s', async (_, unsubscribeUrl) => {
      const message = anEmail({
        category: 'marketing',
        ...(unsubscribeUrl === undefined ? {} : { unsubscribeUrl }),
      });
      const result = await subject.sender.send(message);
      expect(result._unsafeUnwrapErr().type).toBe('email.rejected');
      expect(subject.delivered()).toEqual([]);
    });

    it.each([
      'nino@example.ge, giorgi@example.ge',
      'nino@example.ge\r\nBcc: giorgi@example.ge',
      'Nino <nino@example.ge>',
      'not-an-address',
      '',
    ])('refuses %j as a recipient without reaching the relay', async (to) => {
      const result = await subject.sender.send(anEmail({ to }));
      expect(result._unsafeUnwrapErr().type).toBe('email.rejected');
      expect(subject.delivered()).toEqual([]);
    });

    it.each([
      ['permanent', 'email.rejected'],
      ['temporary', 'email.unavailable'],
      ['refused', 'email.unavailable'],
    ] as const)('maps a %s failure of the relay to %s, then sends', async (fault, type) => {
      const failed = await subject.withFault(fault, () => subject.sender.send(anEmail()));
      expect(failed._unsafeUnwrapErr().type).toBe(type);
      expect(subject.delivered()).toEqual([]);
      expect((await subject.sender.send(anEmail())).isOk()).toBe(true);
      expect(subject.delivered()).toHaveLength(1);
    });
  });
}
