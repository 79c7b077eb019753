import { type AnalyticsProvider, injectScript } from './analytics-provider';

type Fbq = ((...args: unknown[]) => void) & {
  queue?: unknown[][];
  loaded?: boolean;
  version?: string;
};

/**
 * Loads the Meta pixel (integrations.md §7): the queueing `fbq` stub the official snippet defines,
 * then fbevents.js. Page views are sent by the router, so none is fired here.
 */
export function loadMetaPixel(pixelId: string): AnalyticsProvider {
  const host = window as unknown as { fbq?: Fbq; _fbq?: Fbq };
  if (!host.fbq) {
    const queue: unknown[][] = [];
    const stub: Fbq = (...args: unknown[]) => {
      queue.push(args);
    };
    stub.queue = queue;
    stub.loaded = true;
    stub.version = '2.0';
    host.fbq = stub;
    host._fbq = stub;
    injectScript('https://connect.facebook.net/en_US/fbevents.js');
    stub('init', pixelId);
  }
  return {
    name: 'meta-pixel',
    trackPageView() {
      host.fbq?.('track', 'PageView');
    },
  };
}
