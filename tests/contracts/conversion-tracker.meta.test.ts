import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMetaConversionsTracker } from '../../adapters/conversions/meta-conversions-tracker';
import { type MetaCapiFake, startMetaCapiFake } from '../fakes/meta-capi-fake';
import { aPurchase, describeConversionTracker } from './conversion-tracker.contract';

const countedBy = (fake: MetaCapiFake) => () =>
  fake.counted().map(({ event }) => {
    const custom = event.custom_data as { value: number; currency: string };
    return {
      name: String(event.event_name),
      id: String(event.event_id),
      value: custom.value,
      currency: custom.currency,
    };
  });

describeConversionTracker('Meta Conversions API against its local fake', async () => {
  const fake = await startMetaCapiFake();
  const tracker = createMetaConversionsTracker({
    pixelId: '123456789012345',
    accessToken: fake.accessToken,
    baseUrl: fake.baseUrl,
  });
  return { tracker, counted: countedBy(fake), cleanup: () => fake.stop() };
});

describe('Meta Conversions API: wire details and failures', () => {
  let fake: MetaCapiFake;
  beforeEach(async () => {
    fake = await startMetaCapiFake();
  });
  afterEach(async () => {
    await fake.stop();
  });
  const make = (accessToken = fake.accessToken) =>
    createMetaConversionsTracker({
      pixelId: '123456789012345',
      accessToken,
      baseUrl: fake.baseUrl,
    });

  it('sends a website event in Unix seconds with hashed, normalised user data', async () => {
    await make().send(aPurchase, {
      occurredAt: new Date('2026-11-23T10:00:00Z'),
      clientIp: '1.2.3.4',
    });
    const [{ event } = { event: {} }] = fake.counted();
    const sha = (text: string) => createHash('sha256').update(text).digest('hex');
    expect(event).toMatchObject({
      event_time: 1795428000,
      action_source: 'website',
      user_data: {
        em: [sha('nino@example.ge')],
        ph: [sha('995555123456')],
        client_ip_address: '1.2.3.4',
      },
    });
  });

  it('maps a refused token to rejected and a 5xx or a refused connection to unavailable', async () => {
    const refused = await make('wrong').send(aPurchase, { occurredAt: new Date() });
    expect(refused._unsafeUnwrapErr()).toEqual({
      type: 'conversion_tracker.rejected',
      params: { status: 400, providerCode: 190 },
    });
    fake.failNext(503);
    const down = await make().send(aPurchase, { occurredAt: new Date() });
    expect(down._unsafeUnwrapErr().type).toBe('conversion_tracker.unavailable');
    const tracker = make();
    await fake.stop();
    const gone = await tracker.send(aPurchase, { occurredAt: new Date() });
    expect(gone._unsafeUnwrapErr().type).toBe('conversion_tracker.unavailable');
    fake = await startMetaCapiFake();
  });
});
