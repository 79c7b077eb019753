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
  it('logs the masked number and the text, once per idempotency key', async () => {
    const lines: string[] = [];
    const sender = createConsoleSmsSender((line) => lines.push(line));
    await sender.send(anSms({ text: 'გამარჯობა' }));
    await sender.send(anSms({ text: 'გამარჯობა' }));
    expect(lines).toEqual(['[sms] to +995 5•• ••• •56: გამარჯობა']);
  });

  it('refuses numbers that are not Georgian mobiles and logs nothing', async () => {
    const lines: string[] = [];
    const sender = createConsoleSmsSender((line) => lines.push(line));
    const result = await sender.send(anSms({ to: '+15551234567' }));
    expect(result._unsafeUnwrapErr().type).toBe('sms.invalid_number');
    expect(lines).toEqual([]);
  });
});
