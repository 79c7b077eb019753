import { okAsync } from 'neverthrow';
import type { ConversionContext, ConversionTracker } from '../../core/ports/conversion-tracker';
import type { ConversionEvent } from '../../core/tracking/conversion-event-schema';

/** One conversion the twin accepted. */
export interface TrackedConversion {
  readonly event: ConversionEvent;
  readonly context: ConversionContext;
}

/** The in-memory twin of an ad platform's server API: what it counted, merged by event id. */
export interface MemoryConversionTracker extends ConversionTracker {
  /** Conversions counted, one per event name and id (the platform's dedup, docs/integrations.md "Meta Conversions API"). */
  counted(): readonly TrackedConversion[];
  /** How many sends arrived, repeats included. */
  sends(): number;
}

/** Counts each (event name, event id) once, as Meta does within its 48-hour window. */
export function createMemoryConversionTracker(): MemoryConversionTracker {
  const counted = new Map<string, TrackedConversion>();
  let sends = 0;
  return {
    send(event, context) {
      sends += 1;
      const key = `${event.type}:${event.eventId}`;
      if (!counted.has(key)) counted.set(key, { event, context });
      return okAsync(undefined);
    },
    counted: () => [...counted.values()],
    sends: () => sends,
  };
}

/** With no ad platform configured, server conversions are dropped (browser pixels still run). */
export function createNoConversionTracker(log?: (line: string) => void): ConversionTracker {
  return {
    send(event) {
      log?.(`conversion ${event.type} ${event.eventId} not sent: no platform configured`);
      return okAsync(undefined);
    },
  };
}
