import { createMemoryConversionTracker } from '../../adapters/conversions/memory-conversion-tracker';
import { describeConversionTracker } from './conversion-tracker.contract';

describeConversionTracker('in-memory twin', async () => {
  const tracker = createMemoryConversionTracker();
  return {
    tracker,
    counted: () =>
      tracker.counted().map(({ event }) => ({
        name: event.type,
        id: event.eventId,
        value: event.value,
        currency: event.currency,
      })),
    cleanup: async () => undefined,
  };
});
