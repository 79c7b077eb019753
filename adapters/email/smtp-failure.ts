import { domainError } from '../../core/errors/domain-error';
import type { EmailSendError } from '../../core/ports/email-sender';

/** Nodemailer errors without a relay answer that no retry can fix: the message itself cannot be built. */
const MESSAGE_FAULTS: ReadonlySet<string> = new Set(['EENVELOPE', 'EMESSAGE']);

function fieldOf(error: unknown, field: 'code' | 'responseCode'): unknown {
  return typeof error === 'object' && error !== null && field in error
    ? (error as Record<typeof field, unknown>)[field]
    : undefined;
}

/**
 * A failed send as the port's error (docs/messaging.md "E-mail"). A 5xx answer of the relay is
 * `email.rejected` with the code, except 503 (commands out of sequence: the session, not the
 * message); a 4xx answer, a refused, reset or timed-out connection and a failed DNS look-up are
 * `email.unavailable`. Only codes are kept: a relay's answer text can quote the address.
 */
export function smtpFailure(error: unknown): EmailSendError {
  const responseCode = fieldOf(error, 'responseCode');
  const code = fieldOf(error, 'code');
  const network = typeof code === 'string' ? { code } : {};
  if (typeof responseCode === 'number') {
    const permanent = responseCode >= 500 && responseCode !== 503;
    return domainError(permanent ? 'email.rejected' : 'email.unavailable', {
      responseCode,
      ...network,
    });
  }
  if (typeof code === 'string' && MESSAGE_FAULTS.has(code)) {
    return domainError('email.rejected', network);
  }
  return domainError('email.unavailable', network);
}
