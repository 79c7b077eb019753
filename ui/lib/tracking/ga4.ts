import type { AnalyticsProvider, TagHost } from './analytics-provider';
import { ga4CallFor } from './provider-events';

type Gtag = (...args: unknown[]) => void;

/** The gtag.js URL for a measurement id (docs/integrations.md "Meta Conversions API"). */
export function ga4Src(measurementId: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
}

/**
 * Loads GA4's gtag.js. Automatic page views are off because the single-page router reports them
 * itself, with the sensitive query keys already removed.
 */
export function loadGa4(measurementId: string, host: TagHost): AnalyticsProvider {
  const globals = host.globals as { dataLayer?: unknown[]; gtag?: Gtag };
  if (!globals.gtag) {
    const dataLayer = globals.dataLayer ?? [];
    globals.dataLayer = dataLayer;
    globals.gtag = function gtag() {
      // gtag.js expects the `arguments` object itself in the data layer.
      // biome-ignore lint/complexity/noArguments: required by gtag.js
      dataLayer.push(arguments);
    };
    host.injectScript(ga4Src(measurementId));
    globals.gtag('js', new Date());
    globals.gtag('config', measurementId, { send_page_view: false });
  }
  return {
    name: 'ga4',
    send(name, data) {
      const call = ga4CallFor(name, data);
      globals.gtag?.('event', call.event, call.params);
    },
  };
}
