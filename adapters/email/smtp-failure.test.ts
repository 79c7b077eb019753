import { describe, expect, it } from 'vitest';
import { smtpFailure } from './smtp-failure';

const failure = (fields: Record<string, unknown>) =>
  Object.assign(new Error('550 5.1.1 <nino@example.ge>: no such user'), fields);

describe('smtpFailure', () => {
  it.each([
    [{ code: 'EENVELOPE', responseCode: 550 }, 'email.rejected'],
    [{ code: 'EMESSAGE', responseCode: 552 }, 'email.rejected'],
    [{ code: 'EAUTH', responseCode: 535 }, 'email.rejected'],
    [{ code: 'EMESSAGE', responseCode: 451 }, 'email.unavailable'],
    [{ code: 'EENVELOPE', responseCode: 421 }, 'email.unavailable'],
    // 503: commands out of sequence, a fault of the session rather than of the message.
    [{ code: 'EPROTOCOL', responseCode: 503 }, 'email.unavailable'],
  ])('maps %o to %s, keeping the answer code', (fields, type) => {
    expect(smtpFailure(failure(fields))).toEqual({ type, params: fields });
  });

  it.each(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ETLS'])(
    'maps a connection that failed with %s to unavailable',
    (code) => {
      expect(smtpFailure(failure({ code }))).toEqual({
        type: 'email.unavailable',
        params: { code },
      });
    },
  );

  it('refuses a message the client cannot put on the wire, with no answer of the relay', () => {
    expect(smtpFailure(failure({ code: 'EENVELOPE' })).type).toBe('email.rejected');
  });

  it('treats anything else thrown as unavailable and keeps no text', () => {
    expect(smtpFailure(new Error('nino@example.ge'))).toEqual({
      type: 'email.unavailable',
      params: {},
    });
    expect(smtpFailure('boom')).toEqual({ type: 'email.unavailable', params: {} });
  });
});
