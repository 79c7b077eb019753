import { describe, expect, it } from 'vitest';
import { createConsoleSmsSender } from '../../adapters/sms/console-sms-sender';
import { createMemorySmsSender } from '../../adapters/sms/memory-sms-sender';
import { toSmsRecipient } from '../../core/phone/georgian-phone';
import { anSms, describeSmsSender } from './sms-sender.contract';

describeSmsSender('memory', async () => {
  const sender = createMemorySmsSender();
  const delivered = () =>
    sender.sent().map((sms) => ({ recipient: toSmsRecipient(sms.to), text: sms.text }));
  return { sender, delivered, cleanup: async () => {} };
});

describe('memory SMS sender', () => {
  it('fails on demand without recording, then sends', async () => {
    const sender = createMemorySmsSender();
    sender.failNext('sms.unavailable');
    expect((await sender.send(anSms()))._unsafeUnwrapErr().type).toBe('sms.unavailable');
    expect((await sender.send(anSms())).isOk()).toBe(true);
    expect(sender.sent()).toHaveLength(1);
  });
});

describe('console SMS sender', () => {
  it('prints a reference, the template and the length once per key: no number, name or text', async () => {
    const lines: string[] = [];
    const sender = createConsoleSmsSender((line) => lines.push(line));
    const message = anSms({ text: 'ნინო, გამარჯობა', to: '+995591738246' });
    await sender.send(message);
    await sender.send(message);
    await sender.send(anSms({ idempotencyKey: 'lead-2:sms.webinar_confirmation' }));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^\[sms\] message [0-9a-f]{12}: template webinar_confirmation, 15 characters \(not sent: console sender\)$/,
    );
    expect(lines[1]).not.toBe(lines[0]);
    for (const secret of ['ნინო', '591', '738', '246', 'lead-1']) {
      expect(lines.join('\n')).not.toContain(secret);
    }
  });

  it('refuses numbers that are not Georgian mobiles and logs nothing', async () => {
    const lines: string[] = [];
    const sender = createConsoleSmsSender((line) => lines.push(line));
    const result = await sender.send(anSms({ to: '+15551234567' }));
    expect(result._unsafeUnwrapErr().type).toBe('sms.invalid_number');
    expect(lines).toEqual([]);
  });
});
