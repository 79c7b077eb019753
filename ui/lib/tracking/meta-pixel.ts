import type { AnalyticsProvider, TagHost } from './analytics-provider';
import { metaCallFor } from './provider-events';

type Fbq = ((...args: unknown[]) => void) & {
  queue?: unknown[][];
  loaded?: boolean;
  version?: string;
  push?: Fbq;
};

/** The Meta pixel loader (docs/integrations.md "Meta Conversions API"). */
export const META_PIXEL_SRC = 'https://connect.facebook.net/en_US/fbevents.js';

/**
 * Loads the Meta pixel: the queueing `fbq` stub the official snippet defines, then fbevents.js,
 * then `init`. No advanced matching: contact data never leaves the browser (see decisions).
 */
export function loadMetaPixel(pixelId: string, host: TagHost): AnalyticsProvider {
  const globals = host.globals as { fbq?: Fbq; _fbq?: Fbq };
  if (!globals.fbq) {
    const queue: unknown[][] = [];
    const stub: Fbq = (...args: unknown[]) => {
      queue.push(args);
    };
    stub.queue = queue;
    stub.push = stub;
    stub.loaded = true;
    stub.version = '2.0';
    globals.fbq = stub;
    globals._fbq = stub;
    host.injectScript(META_PIXEL_SRC);
    stub('init', pixelId);
  }
  return {
    name: 'meta-pixel',
    send(name, data) {
      const call = metaCallFor(name, data);
      const options = call.eventId === undefined ? [] : [{ eventID: call.eventId }];
      globals.fbq?.(call.command, call.event, call.params, ...options);
    },
  };
}
