import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GeorgianPhone } from '../../core/phone/georgian-phone';
import type { SmsMessage, SmsSender } from '../../core/ports/sms-sender';

/** A message as the gateway received it: digits-only recipient and the text. */
export interface DeliveredSms {
  readonly recipient: string;
  readonly text: string;
}

/** A fresh sender, what reached its gateway, and how to dispose of it. */
export interface SmsSenderUnderTest {
  readonly sender: SmsSender;
  readonly delivered: () => readonly DeliveredSms[];
  readonly cleanup: () => Promise<void>;
}

/** A message to a Georgian mobile; the cast stands in for a parsed phone (or a forged one). */
export function anSms(
  overrides: Partial<Omit<SmsMessage, 'to'>> & { to?: string } = {},
): SmsMessage {
  return {
    to: (overrides.to ?? '+995555123456') as GeorgianPhone,
    text: overrides.text ?? 'ნინო, ვებინარზე რეგისტრაცია დადასტურდა: 12 სექტემბერი, 20:00.',
    template: overrides.template ?? 'webinar_confirmation',
    idempotencyKey: overrides.idempotencyKey ?? 'lead-1:sms.webinar_confirmation',
  };
}

/**
 * What every `SmsSender` shares (memory twin, console, smsoffice.ge against its fake): Georgian text
 * arrives intact to `9955XXXXXXXX`, a repeated key sends once, and only +995 5… numbers reach the
 * gateway (docs/security.md S1: zero sends for anything else).
 */
export function describeSmsSender(name: string, make: () => Promise<SmsSenderUnderTest>): void {
  describe(`SmsSender contract: ${name}`, () => {
    let subject: SmsSenderUnderTest;
    beforeEach(async () => {
      subject = await make();
    });
    afterEach(async () => {
      await subject.cleanup();
    });

    it('delivers the text unchanged to the digits-only recipient', async () => {
      const result = await subject.sender.send(anSms());
      expect(result.isOk()).toBe(true);
      expect(subject.delivered()).toEqual([
        {
          recipient: '995555123456',
          text: 'ნინო, ვებინარზე რეგისტრაცია დადასტურდა: 12 სექტემბერი, 20:00.',
        },
      ]);
    });

    it('sends a repeated idempotency key once, answering success', async () => {
      await subject.sender.send(anSms({ idempotencyKey: 'k-1' }));
      const again = await subject.sender.send(anSms({ idempotencyKey: 'k-1' }));
      await subject.sender.send(anSms({ idempotencyKey: 'k-2', to: '+995577000111' }));
      expect(again.isOk()).toBe(true);
      expect(subject.delivered().map((sms) => sms.recipient)).toEqual([
        '995555123456',
        '995577000111',
      ]);
    });

    it.each([
      '+15551234567',
      '+995322123456',
      '+995790123456',
      '995555123456',
      '+995555 123456',
      '+9955551234567',
      '',
    ])('refuses %j as an invalid number without reaching the gateway', async (to) => {
      const result = await subject.sender.send(anSms({ to }));
      expect(result._unsafeUnwrapErr().type).toBe('sms.invalid_number');
      expect(subject.delivered()).toEqual([]);
    });
  });
}
