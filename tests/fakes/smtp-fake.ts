import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

/** A file carried by a received message (the calendar's `.ics` copy included), as UTF-8 text. */
export interface ReceivedAttachment {
  readonly filename: string;
  /** The MIME type alone, e.g. `application/ics`. */
  readonly contentType: string;
  readonly content: string;
}

/** One message the fake accepted: the SMTP envelope, the raw text and what a mail client reads. */
export interface ReceivedEmail {
  readonly envelope: { readonly from: string; readonly to: readonly string[] };
  readonly raw: string;
  readonly from: string;
  readonly fromName: string;
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly messageId: string;
  /** Lowercased header names to their unfolded values (the first of repeated ones). */
  readonly headers: Readonly<Record<string, string>>;
  /** The `text/calendar` alternative, if any; the parser hands calendar text back with LF line ends. */
  readonly calendar?: { readonly method: string; readonly content: string };
  readonly attachments: readonly ReceivedAttachment[];
}

/**
 * How the next messages are answered: `temporary` (451 to DATA), `permanent` (550 to DATA), or a
 * slow answer (`{ slowMs }`: the message is accepted, the 250 comes after the delay).
 */
export type SmtpFakeFault = 'temporary' | 'permanent' | { readonly slowMs: number };

/** A running SMTP server on 127.0.0.1 that keeps what it receives. */
export interface SmtpFake {
  readonly port: number;
  /** `smtp://127.0.0.1:<port>`: the relay's URL for the sender. */
  readonly url: string;
  messages(): readonly ReceivedEmail[];
  failNext(fault: SmtpFakeFault, count?: number): void;
  /** An outage: stops listening, so connections are refused, until `acceptConnections`. */
  refuseConnections(): Promise<void>;
  /** The outage ends: listens again on the same port. */
  acceptConnections(): Promise<void>;
  stop(): Promise<void>;
}

const decoder = new TextDecoder();
const textOf = (content: ArrayBuffer | Uint8Array | string) =>
  typeof content === 'string' ? content : decoder.decode(content);

async function readStream(stream: SMTPServerDataStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** Parses a raw message the way a mail client would read it. */
async function parse(raw: string, envelope: ReceivedEmail['envelope']): Promise<ReceivedEmail> {
  const email = await PostalMime.parse(raw);
  const headers: Record<string, string> = {};
  for (const header of email.headers) headers[header.key] ??= header.value;
  const calendarPart = email.attachments.find(
    (part) => part.mimeType === 'text/calendar' && part.disposition === null,
  );
  return {
    envelope,
    raw,
    from: email.from?.address ?? '',
    fromName: email.from?.name ?? '',
    to: (email.to ?? []).map((address) => address.address ?? ''),
    subject: email.subject ?? '',
    text: email.text ?? '',
    html: email.html ?? '',
    messageId: email.messageId ?? '',
    headers,
    ...(calendarPart === undefined
      ? {}
      : { calendar: { method: calendarPart.method ?? '', content: textOf(calendarPart.content) } }),
    attachments: email.attachments
      .filter((part) => part.disposition === 'attachment')
      .map((part) => ({
        filename: part.filename ?? '',
        contentType: part.mimeType,
        content: textOf(part.content),
      })),
  };
}

const smtpError = (responseCode: number, message: string) =>
  Object.assign(new Error(message), { responseCode });

/**
 * A local SMTP relay for the e-mail sender's tests and journeys (docs/messaging.md "E-mail"):
 * smtp-server on 127.0.0.1, any port, no authentication required, no STARTTLS. Every accepted
 * message is kept raw and parsed (postal-mime); faults make it refuse, stall or go away.
 */
export async function startSmtpFake(): Promise<SmtpFake> {
  const received: ReceivedEmail[] = [];
  const faults: SmtpFakeFault[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Stopping cuts a stalled session short instead of waiting the default 30 s.
    closeTimeout: 200,
    onData(stream, session, callback) {
      const fault = faults.shift();
      const envelope = {
        from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
        to: session.envelope.rcptTo.map((recipient) => recipient.address),
      };
      readStream(stream)
        .then(async (raw) => {
          if (fault === 'temporary') return callback(smtpError(451, 'Try again later'));
          if (fault === 'permanent') return callback(smtpError(550, 'Message refused'));
          received.push(await parse(raw, envelope));
          if (fault === undefined) return callback();
          setTimeout(() => callback(), fault.slowMs);
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error('read')));
    },
  });
  // A client killed mid-session resets its connection: a relay goes on serving the others (a
  // failed listen still rejects through `listen` below).
  server.on('error', () => undefined);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.server.once('error', reject);
      server.server.listen(port, '127.0.0.1', () => {
        server.server.off('error', reject);
        resolve((server.server.address() as AddressInfo).port);
      });
    });
  const port = await listen(0);
  return {
    port,
    url: `smtp://127.0.0.1:${port.toString()}`,
    messages: () => [...received],
    failNext(fault, count = 1) {
      for (let index = 0; index < count; index += 1) faults.push(fault);
    },
    refuseConnections: () =>
      new Promise((resolve) => {
        server.server.close(() => resolve());
      }),
    acceptConnections: async () => {
      await listen(port);
    },
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
      }),
  };
}
