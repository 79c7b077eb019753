import { describe, expect, it } from 'vitest';
import { redactPersonal } from './redact-personal';

describe('redactPersonal', () => {
  it('masks e-mail addresses and phone numbers in any spelling', () => {
    expect(redactPersonal('rejected nino.beridze+x@example.ge: bad')).toBe(
      'rejected [e-mail]: bad',
    );
    for (const phone of ['+995555123456', '555 12 34 56', '(555) 123-456', '995555123456'])
      expect(redactPersonal(`sms to ${phone} failed`)).toBe('sms to [phone] failed');
  });

  it('keeps error codes and short numbers readable', () => {
    const text = 'lead_sink.http_error: HTTP 503 after 2 attempts';
    expect(redactPersonal(text)).toBe(text);
  });
});
