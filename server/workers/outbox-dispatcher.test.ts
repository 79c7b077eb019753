import { describe, expect, it } from 'vitest';
import { createMemoryConversionTracker } from '../../adapters/conversions/memory-conversion-tracker';
import { createMemoryEmailSender } from '../../adapters/email/memory-email-sender';
import { createMemoryLeadSink } from '../../adapters/leads/memory-lead-sink';
import { createMemorySmsSender } from '../../adapters/sms/memory-sms-sender';
import type { JsonValue, OutboxMessage } from '../../core/ports/outbox-store';
import { shippedLegalJson } from '../../tests/support/email-fixtures';
import { siteConfigFixture } from '../../tests/support/site-config-fixture';
import type { MessageSite } from './email-handlers';
import { createOutboxDispatcher } from './outbox-dispatcher';

const at = new Date('2026-11-23T10:00:00Z');
const message = (kind: string, payload: JsonValue): OutboxMessage => ({
  id: `m-${kind}`,
  kind,
  payload,
  idempotencyKey: `tc-1:${kind}`,
  status: 'pending',
  attempts: 1,
  nextAttemptAt: at,
  lastError: null,
  lockedUntil: null,
  createdAt: at,
  deliveredAt: null,
  sendStartedAt: null,
  requeuedAt: null,
});
/** The shipped configuration at `at`. */
const site: MessageSite = {
  config: () => siteConfigFixture(),
  siteOrigin: 'https://techcareer.ge',
  legalTexts: shippedLegalJson,
  clock: { now: () => at },
};
const purchase = {
  event: { type: 'Purchase', value: 2500, currency: 'GEL', eventId: 'tc-1' },
  occurredAt: at.toISOString(),
};

describe('outbox dispatcher: purchase kinds', () => {
  it('renders the purchase SMS from the server template in the buyer language', async () => {
    const sms = createMemorySmsSender();
    const dispatch = createOutboxDispatcher(
      {
        leadSink: createMemoryLeadSink(),
        smsSender: sms,
        emailSender: createMemoryEmailSender(),
      },
      site,
    );
    const payload = { to: '+995555123456', language: 'en', firstName: 'Nina' };
    expect((await dispatch(message('sms.purchase_confirmation', payload))).isOk()).toBe(true);
    expect(sms.sent()[0]?.text).toBe(
      'Nina, payment received. Course access opens within 24 hours.',
    );
  });

  it('sends conversions to the tracker, and settles them when none is configured', async () => {
    const tracker = createMemoryConversionTracker();
    const base = {
      leadSink: createMemoryLeadSink(),
      smsSender: createMemorySmsSender(),
      emailSender: createMemoryEmailSender(),
    };
    const withTracker = createOutboxDispatcher({ ...base, conversionTracker: tracker }, site);
    expect((await withTracker(message('conversion.purchase', purchase))).isOk()).toBe(true);
    expect(tracker.counted().map((c) => c.context.occurredAt)).toEqual([at]);
    expect(
      (await createOutboxDispatcher(base, site)(message('conversion.purchase', purchase))).isOk(),
    ).toBe(true);
  });

  it('refuses a purchase payload of the wrong shape as malformed', async () => {
    const dispatch = createOutboxDispatcher(
      {
        leadSink: createMemoryLeadSink(),
        smsSender: createMemorySmsSender(),
        emailSender: createMemoryEmailSender(),
      },
      site,
    );
    const result = await dispatch(message('sheet.customer', { kind: 'customer' }));
    expect(result._unsafeUnwrapErr()).toEqual({ code: 'outbox.malformed_payload' });
  });
});
