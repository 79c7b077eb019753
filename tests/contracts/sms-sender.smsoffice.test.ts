import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSmsOfficeSender } from '../../adapters/sms/smsoffice-sms-sender';
import { type SmsOfficeFake, startSmsOfficeFake } from '../fakes/smsoffice-fake';
import { anSms, describeSmsSender } from './sms-sender.contract';

describeSmsSender('smsoffice.ge against its local fake', async () => {
  const fake = await startSmsOfficeFake();
  const sender = createSmsOfficeSender({
    apiKey: fake.apiKey,
    sender: 'TechCareer',
    baseUrl: fake.baseUrl,
  });
  const delivered = () =>
    fake.messages().map((sms) => ({ recipient: sms.destination, text: sms.content }));
  return { sender, delivered, cleanup: () => fake.stop() };
});

describe('smsoffice.ge sender: wire protocol and failures', () => {
  let fake: SmsOfficeFake;
  const make = (overrides: { apiKey?: string; sender?: string; timeoutMs?: number } = {}) =>
    createSmsOfficeSender({
      apiKey: overrides.apiKey ?? fake.apiKey,
      sender: overrides.sender ?? 'TechCareer',
      baseUrl: fake.baseUrl,
      ...(overrides.timeoutMs === undefined ? {} : { timeoutMs: overrides.timeoutMs }),
    });
  beforeEach(async () => {
    fake = await startSmsOfficeFake();
  });
  afterEach(async () => {
    await fake.stop();
  });

  it('sends as an urgent (transactional) message from the registered sender', async () => {
    await make().send(anSms());
    expect(fake.messages()).toMatchObject([{ sender: 'TechCareer', urgent: true }]);
  });

  it('maps a wrong API key and an unknown sender to rejected', async () => {
    const badKey = await make({ apiKey: 'wrong' }).send(anSms());
    expect(badKey._unsafeUnwrapErr()).toMatchObject({
      type: 'sms.rejected',
      params: { providerCode: 80 },
    });
    const badSender = await make({ sender: 'Nobody' }).send(anSms());
    expect(badSender._unsafeUnwrapErr()).toMatchObject({
      type: 'sms.rejected',
      params: { providerCode: 150 },
    });
  });

  it('maps the documented error codes', async () => {
    const cases = [
      [20, 'sms.rejected'],
      [76, 'sms.invalid_number'],
      [75, 'sms.invalid_number'],
      [-100, 'sms.unavailable'],
    ] as const;
    for (const [errorCode, type] of cases) {
      fake.failNext({ errorCode });
      const result = await make().send(anSms({ idempotencyKey: `code-${errorCode}` }));
      expect(result._unsafeUnwrapErr().type).toBe(type);
    }
    expect(fake.messages()).toEqual([]);
  });

  it('reports an HTTP 500 and a timeout as outcome unknown: the gateway may have sent it', async () => {
    fake.failNext('http500');
    fake.failNext('timeout');
    fake.failNext('timeout-after-accept');
    const sender = make({ timeoutMs: 200 });
    for (let call = 0; call < 3; call += 1) {
      expect((await sender.send(anSms()))._unsafeUnwrapErr().type).toBe('sms.outcome_unknown');
    }
    // The third call did reach the phone: exactly why the outbox never repeats such a send.
    expect(fake.messages()).toHaveLength(1);
  });

  it('reports 408 and 429 and a temporary delay as unavailable: nothing was sent', async () => {
    fake.failNext({ status: 429 });
    fake.failNext({ status: 408 });
    fake.failNext({ errorCode: -100 });
    const sender = make();
    for (let call = 0; call < 3; call += 1) {
      expect((await sender.send(anSms()))._unsafeUnwrapErr().type).toBe('sms.unavailable');
    }
    expect((await sender.send(anSms())).isOk()).toBe(true);
    expect(fake.messages()).toHaveLength(1);
  });

  it('reports a refused connection as unavailable', async () => {
    const sender = make();
    await fake.stop();
    expect((await sender.send(anSms()))._unsafeUnwrapErr().type).toBe('sms.unavailable');
    fake = await startSmsOfficeFake();
  });
});
