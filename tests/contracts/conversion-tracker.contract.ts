import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ConversionTracker } from '../../core/ports/conversion-tracker';
import type { ConversionEvent } from '../../core/tracking/conversion-event-schema';

/** A tracker, what its platform counted (event name, id, value, currency) and cleanup. */
export interface ConversionTrackerUnderTest {
  readonly tracker: ConversionTracker;
  readonly counted: () => readonly { name: string; id: string; value: number; currency: string }[];
  readonly cleanup: () => Promise<void>;
}

/** A Purchase of 2500 ₾ whose event id is the order id. */
export const aPurchase: ConversionEvent = {
  type: 'Purchase',
  value: 2500,
  currency: 'GEL',
  transactionId: '800000123',
  eventId: 'tc-order-1',
  userData: { email: 'nino@example.ge', phone: '+995555123456', firstName: 'ნინო' },
};

/** What every conversion tracker shares: events arrive with their value, counted once per id. */
export function describeConversionTracker(
  name: string,
  make: () => Promise<ConversionTrackerUnderTest>,
): void {
  describe(`ConversionTracker contract: ${name}`, () => {
    let subject: ConversionTrackerUnderTest;
    beforeEach(async () => {
      subject = await make();
    });
    afterEach(async () => {
      await subject.cleanup();
    });

    it('delivers a Purchase with its value, currency and event id', async () => {
      const sent = await subject.tracker.send(aPurchase, { occurredAt: new Date() });
      expect(sent.isOk()).toBe(true);
      expect(subject.counted()).toEqual([
        { name: 'Purchase', id: 'tc-order-1', value: 2500, currency: 'GEL' },
      ]);
    });

    it('counts a repeated delivery of the same event once', async () => {
      await subject.tracker.send(aPurchase, { occurredAt: new Date() });
      await subject.tracker.send(aPurchase, { occurredAt: new Date() });
      await subject.tracker.send(
        { ...aPurchase, eventId: 'tc-order-2' },
        { occurredAt: new Date() },
      );
      expect(subject.counted().map((event) => event.id)).toEqual(['tc-order-1', 'tc-order-2']);
    });
  });
}
